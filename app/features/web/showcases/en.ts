import type { ShowcaseCopies } from "./types";

/** The English sites of the Czech businesses: what a Czech owner offers visitors from abroad. */
export const showcases: ShowcaseCopies = {
  frame: {
    notice: "An example website by {brand}: the business and its details are made up.",
    back: "Back to web design",
    title: "{name} – example website by {brand}",
    formNotice:
      "This is an example website, so nothing was sent. On your business's website, the guest would get a confirmation here and you would get a message.",
    map: "Map showing {address}",
    rating: "Rated {score} out of 5",
  },
  sites: {
    restaurace: {
      slug: "restaurace",
      description:
        "An example website for a family restaurant: lunch specials, the full menu, table booking, opening hours and a map. The restaurant is made up.",
      currency: "CZK",
      place: "Tábor",
      hero: {
        eyebrow: "Family restaurant in Tábor since 1998",
        title: "Honest Czech cooking under an old linden tree",
        text: "We cook with fresh produce from farms around town. Quick lunch specials at noon, the full menu in the evening and, in summer, a garden in the shade of the linden.",
        cta: "Book a table",
        secondary: "Today's lunch",
      },
      nav: { lunch: "Lunch", menu: "Menu", booking: "Booking", contact: "Contact" },
      lunch: {
        title: "Lunch specials",
        served: "Monday to Friday, 11:00–14:30",
        soup: { name: "Beef broth with liver dumplings", price: 45, note: "0.33 l" },
        items: [
          {
            name: "Beef sirloin in cream sauce (svíčková), bread dumplings, cranberries",
            price: 189,
            note: "150 g",
          },
          { name: "Chicken schnitzel, mashed potatoes, cucumber salad", price: 169, note: "150 g" },
          { name: "Fried cheese, boiled potatoes, tartar sauce", price: 169, note: "120 g" },
          { name: "Wild mushroom risotto with parmesan", price: 159, note: "vegetarian" },
        ],
        note: "Soup with any main course for CZK 35. Every lunch is also available to take away.",
      },
      menu: {
        title: "Menu",
        text: "From 3 pm we cook from the full menu. Our meat comes from a butcher in Planá, our vegetables from a farm in Měšice.",
        groups: [
          {
            title: "Starters",
            items: [
              { name: "Homemade pâté", description: "cranberries, toasted bread", price: 145 },
              {
                name: "Pickled hermelín cheese",
                description: "onion, chilli pepper, bread",
                price: 129,
              },
              { name: "Beef tartare", description: "fried bread, garlic", price: 259, note: "100 g" },
            ],
          },
          {
            title: "Main courses",
            items: [
              {
                name: "Roast duck",
                description: "red cabbage, potato and bread dumplings",
                price: 329,
                note: "¼ duck",
              },
              { name: "Beef cheeks in red wine", description: "potato purée", price: 349 },
              { name: "Trout in butter", description: "parsley potatoes", price: 315 },
              { name: "Pork schnitzel", description: "potato salad", price: 259 },
            ],
          },
          {
            title: "Desserts",
            items: [
              { name: "Blueberry pancakes", description: "sour cream", price: 125 },
              { name: "Apple strudel", description: "whipped cream, vanilla ice cream", price: 115 },
              { name: "Grandma's větrník", description: "a cream puff with caramel", price: 85 },
            ],
          },
        ],
      },
      booking: {
        title: "Book a table",
        text: "Choose a day, a time and the number of guests. We'll confirm your booking by email or text within an hour.",
        date: "Date",
        time: "Time",
        times: ["11:30", "12:00", "12:30", "18:00", "18:30", "19:00", "19:30", "20:00"],
        guests: "Guests",
        guestOptions: ["2 guests", "3 guests", "4 guests", "5 guests", "6 guests", "7 or more guests"],
        submit: "Find a table",
        groups:
          "Planning a party or a company dinner for more than 12? We'd love to help: our private room seats 30.",
      },
      contact: {
        title: "Find us",
        text: "Five minutes' walk from Žižka Square. Free parking in the restaurant's courtyard.",
        street: "Lipová 12",
        town: "390 01 Tábor, Czechia",
        phone: "+420 381 234 567",
        email: "stul@uzlatelipy.cz",
        hoursTitle: "Opening hours",
        hours: [
          { days: "Monday–Thursday", time: "11:00–22:00" },
          { days: "Friday and Saturday", time: "11:00–23:00" },
          { days: "Sunday", time: "11:00–16:00" },
        ],
      },
      footer: "Family restaurant in Tábor since 1998.",
    },

    kavarna: {
      slug: "kavarna",
      description:
        "An example website for a café: favourites with photos, the coffee and cake menu, an Instagram feed and directions. The café is made up.",
      currency: "CZK",
      place: "Brno",
      hero: {
        eyebrow: "Specialty coffee in Brno",
        title: "Good coffee, homemade cakes and a moment just for you",
        text: "Our beans come from a small roastery in the Vysočina hills, and we bake our cakes every morning. Come for breakfast, with a book or with your laptop: the Wi-Fi is free.",
        cta: "What's on today",
        secondary: "How to find us",
      },
      nav: { menu: "Menu", gallery: "Instagram", story: "About us", contact: "Contact" },
      favourites: {
        title: "What our guests order most",
        items: [
          {
            name: "Flat white",
            description: "A double espresso with silky steamed milk. Oat milk at no extra charge.",
            price: 85,
          },
          {
            name: "Carrot cake",
            description: "A moist sponge with walnuts and mascarpone frosting.",
            price: 95,
          },
          {
            name: "Blue Mug breakfast",
            description: "Sourdough toast, eggs Benedict, avocado and a coffee of your choice.",
            price: 225,
          },
        ],
      },
      menu: {
        title: "Menu",
        groups: [
          {
            title: "Coffee",
            items: [
              { name: "Espresso", price: 55 },
              { name: "Cappuccino", price: 75 },
              { name: "Flat white", price: 85 },
              { name: "Caffè latte", price: 85 },
              { name: "Filter coffee of the day", price: 70, note: "300 ml" },
              { name: "Espresso tonic", price: 95 },
            ],
          },
          {
            title: "Not just coffee",
            items: [
              { name: "Matcha latte", price: 95 },
              { name: "Hot chocolate", price: 85 },
              { name: "Homemade lemonade", price: 75, note: "0.4 l" },
              { name: "Loose-leaf tea", price: 65, note: "pot" },
            ],
          },
          {
            title: "Cakes and breakfast",
            items: [
              { name: "Carrot cake", price: 95 },
              { name: "Raspberry cheesecake", price: 105 },
              { name: "Croissant with butter and jam", price: 75 },
              { name: "Granola with yogurt and fruit", price: 135 },
              { name: "Sourdough avocado toast", price: 165 },
            ],
          },
        ],
      },
      gallery: {
        title: "From our Instagram",
        handle: "@modryhrnek.brno",
        text: "See what's in the cake counter today on Instagram first.",
        captions: [
          "Latte art on the morning cappuccino",
          "Croissants fresh from the oven",
          "Carrot cake, Grandma's recipe",
          "Beans from the Vysočina roastery",
          "The street window and the first sun",
          "Saturday breakfast in the garden",
        ],
      },
      story: {
        title: "A small café with a big mug",
        paragraphs: [
          "My sister Eva and I opened Blue Mug in 2019 in a former bookshop. The bookshelves stayed; we added an espresso machine and one big table for everyone.",
          "We choose our coffee together with a roastery in the Vysočina hills, the milk comes from a farm near Kuřim, and we start baking at six every morning.",
        ],
        signature: "Lucie and Eva Horák",
      },
      contact: {
        title: "How to find us",
        text: "The tram stops just around the corner. There's room for prams and bikes too.",
        street: "Hrnčířská 21",
        town: "602 00 Brno, Czechia",
        phone: "+420 541 234 567",
        email: "ahoj@modryhrnek.cz",
        hoursTitle: "Opening hours",
        hours: [
          { days: "Monday–Friday", time: "7:30–19:00" },
          { days: "Saturday", time: "9:00–18:00" },
          { days: "Sunday", time: "9:00–17:00" },
        ],
      },
      footer: "Specialty coffee and homemade cakes in Brno.",
    },

    penzion: {
      slug: "penzion",
      description:
        "An example website for a mountain guesthouse: rooms with prices, stay requests with a date picker, trip ideas and contact details. The guesthouse is made up.",
      currency: "CZK",
      place: "Pec pod Sněžkou",
      hero: {
        eyebrow: "Guesthouse in the Krkonoše Mountains, 850 m",
        title: "Spruce trees at the window, quiet evenings by the fire",
        text: "Eight rooms for families and couples, breakfast from local produce and the ski slope five minutes' walk away. Book with us directly: without booking-site commissions, your stay costs less.",
        cta: "Ask about a stay",
        secondary: "See the rooms",
      },
      nav: { rooms: "Rooms", inquiry: "Stay request", trips: "Trips", contact: "Contact" },
      facts: ["Breakfast included", "Ski room and boot dryer", "Free parking", "Dogs welcome"],
      rooms: {
        title: "Rooms",
        text: "Every room has its own bathroom, Wi-Fi and a view of the valley or the forest.",
        perNight: "per night",
        items: [
          {
            name: "Double room",
            guests: "2 guests",
            text: "A bright room with a double bed and a balcony over the valley.",
            price: 1900,
            features: ["Balcony", "Breakfast included"],
          },
          {
            name: "Attic studio",
            guests: "2–3 guests",
            text: "A cosy attic with wooden beams, an extra bed and a kitchenette.",
            price: 2400,
            features: ["Kitchenette", "Extra bed"],
          },
          {
            name: "Family apartment",
            guests: "4–5 guests",
            text: "Two bedrooms, a living room with a sofa bed and a view of the slope.",
            price: 3400,
            features: ["Two bedrooms", "Baby cot"],
          },
        ],
      },
      inquiry: {
        title: "Ask about a stay",
        text: "Choose your dates and a room. We'll send you an offer with the price within 24 hours and hold the room for three days.",
        arrival: "Arrival",
        departure: "Departure",
        guests: "Guests",
        guestOptions: ["1 guest", "2 guests", "3 guests", "4 guests", "5 guests"],
        room: "Room",
        submit: "Send request",
      },
      trips: {
        title: "Trips nearby",
        items: [
          {
            name: "Sněžka",
            distance: "2.5 h on foot",
            text: "The highest mountain in Czechia. Up by cable car, down on foot through the Giant Valley.",
          },
          {
            name: "Giant Valley (Obří důl)",
            distance: "1 h on foot",
            text: "A glacial valley with waterfalls, easy enough for older children.",
          },
          {
            name: "Ski area",
            distance: "5 min on foot",
            text: "Slopes for beginners and experts in winter; the chairlift and scooters in summer.",
          },
        ],
      },
      contact: {
        title: "Find us",
        text: "At the end of the valley, 1.5 km from the centre of Pec. In winter we'll pick you up at the car park by the information centre: just call.",
        street: "Pec pod Sněžkou 312",
        town: "542 21 Pec pod Sněžkou, Czechia",
        phone: "+420 499 123 456",
        email: "pobyt@penzionpodsmrky.cz",
        hoursTitle: "Check-in and check-out",
        hours: [
          { days: "Check-in", time: "15:00–20:00" },
          { days: "Check-out", time: "by 10:00" },
          { days: "Reception", time: "8:00–20:00" },
        ],
      },
      footer: "Family guesthouse in the Krkonoše Mountains.",
    },

    kadernictvi: {
      slug: "kadernictvi",
      description:
        "An example website for a hair salon: services with prices and times, online appointment booking, Google reviews and contact details. The salon is made up.",
      currency: "CZK",
      place: "Olomouc",
      hero: {
        eyebrow: "Hair salon in the centre of Olomouc",
        title: "Cut, colour and care without the long wait",
        text: "Book online any time, even at midnight. We'll confirm your appointment by text and remind you the day before.",
        cta: "Book online",
        secondary: "Prices",
      },
      nav: { services: "Prices", booking: "Booking", reviews: "Reviews", contact: "Contact" },
      services: {
        title: "Services and prices",
        text: "Prices are a guide: we'll tell you the final price after a short consultation. Long hair may cost more.",
        groups: [
          {
            title: "Women",
            items: [
              { name: "Cut and blow-dry", price: 690, note: "60 min" },
              { name: "Colour, cut and blow-dry", price: 1490, from: true, note: "120 min" },
              { name: "Highlights", price: 1690, from: true, note: "150 min" },
              { name: "Occasion updo", price: 890, note: "60 min" },
            ],
          },
          {
            title: "Men",
            items: [
              { name: "Men's cut", price: 390, note: "30 min" },
              { name: "Clipper cut", price: 250, note: "20 min" },
              { name: "Beard trim", price: 290, note: "20 min" },
            ],
          },
          {
            title: "Care",
            items: [
              { name: "Repair treatment", price: 350, note: "15 min" },
              { name: "Keratin smoothing", price: 2490, from: true, note: "180 min" },
            ],
          },
        ],
      },
      booking: {
        title: "Book online",
        text: "Choose a service, a day and a time that suits you. You see the free slots straight away.",
        service: "Service",
        day: "Day",
        time: "Time",
        slots: ["9:00", "10:30", "13:00", "14:30", "16:00", "17:30"],
        submit: "Book",
      },
      reviews: {
        title: "What our clients say",
        score: "4.9",
        count: "128 reviews on Google",
        items: [
          {
            author: "Petra K.",
            text: "Finally a stylist who listens. The cut still holds its shape after six weeks.",
          },
          {
            author: "Martin D.",
            text: "I booked from my phone in the evening and was in the chair the next morning. Quick and spot on.",
          },
          {
            author: "Jana V.",
            text: "They matched the colour exactly to my photo. A lovely place and good coffee.",
          },
        ],
      },
      contact: {
        title: "Find us",
        text: "Two minutes from the Upper Square, entrance from the arcade. There's a multi-storey car park a short walk away.",
        street: "Ostružnická 14",
        town: "779 00 Olomouc, Czechia",
        phone: "+420 585 123 456",
        email: "salon@strihastyl.cz",
        hoursTitle: "Opening hours",
        hours: [
          { days: "Monday–Friday", time: "8:00–19:00" },
          { days: "Saturday", time: "8:00–13:00" },
          { days: "Sunday", time: "closed" },
        ],
      },
      footer: "Hair salon in the centre of Olomouc.",
    },
  },
};
