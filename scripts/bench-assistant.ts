/**
 * `npm run bench:assistant`: top-1 and top-3 accuracy of the assistant's retrieval per language
 * on the evaluation set (app/features/chat/evaluation/), and how many out-of-scope questions it
 * declines. `--misses` lists every question it got wrong.
 */
import { evaluateAll } from "../app/features/chat/evaluation.server";

const percent = (share: number) => `${(share * 100).toFixed(1)} %`.padStart(8);
const showMisses = process.argv.includes("--misses");

const started = performance.now();
const scores = evaluateAll();
const elapsed = performance.now() - started;

console.log("lang  questions     top-1     top-3  out of scope declined");
for (const score of scores) {
  console.log(
    `${score.lang.padEnd(4)}  ${String(score.questions).padStart(9)}  ${percent(score.top1)}  ${percent(score.top3)}  ${percent(score.declined)}`,
  );
}
console.log(
  `(${scores.reduce((sum, score) => sum + score.questions, 0)} questions in ${elapsed.toFixed(0)} ms, index build included)`,
);

if (showMisses) {
  for (const score of scores) {
    for (const miss of score.misses) {
      console.log(
        `${score.lang}  ${miss.question}\n      expected ${miss.expected.join(" | ")}, got ${miss.got.join(", ")}`,
      );
    }
    for (const question of score.wronglyAnswered)
      console.log(`${score.lang}  answered out of scope: ${question}`);
  }
}
