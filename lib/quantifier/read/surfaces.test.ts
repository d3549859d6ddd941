import { describe, expect, it } from "vitest";
import { itEachGives } from "../../test-support/each-case";
import { classifyQuestion } from "../classify/classify";

function expectRung(question: string, intensity: string, token: string): void {
  const result = classifyQuestion(question);
  expect([result.intensity, result.matchedToken]).toEqual([intensity, token]);
}

describe("§2 lexical surfaces, one rung at a time", () => {
  it.each([
    ["Which presidents had none of these traits?", "none"],
    ["Is there nothing left of the fort?", "nothing"],
    ["Why did nobody claim the prize?", "nobody"],
    ["The road leads nowhere?", "nowhere"],
    ["Was neither candidate elected?", "neither"],
    ["Why did zero votes come in?", "zero"],
    ["Did no one attend?", "no one"],
    ["Was not a single goal scored?", "not a single"],
    ["Which rivers have no bridges?", "no"],
    ["Which of these is not a mammal?", "not"],
    ["Which players never won a title?", "never"],
  ])("ABSENT: %s", (question, token) => expectRung(question, "ABSENT", token));

  it.each([
    ["Do most cats like water?", "most"],
    ["Did the majority of voters agree?", "the majority of"],
    ["Did a majority of members object?", "a majority of"],
    ["What did the minority of members want?", "minority of"],
    ["Is half of the coast protected?", "half of"],
    ["Why did a third of the crew leave?", "a third of"],
    ["Do 25% of adults smoke?", "25% of"],
    ["Where is the bulk of the reserves?", "the bulk of"],
    ["Who takes the lion's share of revenue?", "the lion's share of"],
    ["Are not all swans white?", "not all"],
    ["What percentage of Earth is water?", "percentage of"],
    ["What proportion of adults vote?", "proportion of"],
  ])("PROPORTIONAL: %s", (question, token) => expectRung(question, "PROPORTIONAL", token));

  it.each([
    ["Which are the top 3 winners?", "top 3"],
    ["Five biggest cities?", "five"],
    ["Who were the seven wonders builders?", "seven"],
    ["Who was the 10th president?", "10th"],
    ["Who was the third president?", "third"],
    ["Who was the last king of France?", "last"],
    ["Who were the first three astronauts?", "first three"],
    ["Who were the last 2 popes?", "last 2"],
    ["Name a pair of twin stars", "a pair of"],
    ["Name a dozen rivers", "a dozen"],
    ["Name a handful of painters", "a handful of"],
    ["Name half a dozen rivers", "half a dozen"],
    ["Name about ten novels", "about ten"],
    ["Give roughly 20 examples", "roughly 20"],
  ])("SMALL_NUM_EXPLICIT: %s", (question, token) => expectRung(question, "SMALL_NUM_EXPLICIT", token));

  it.each([
    ["Name at least 4 poets", "at least 4"],
    ["Name at most five rivers", "at most five"],
    ["Give more than 3 reasons", "more than 3"],
    ["Give fewer than 6 examples", "fewer than 6"],
    ["Give under 10 tips", "under 10"],
    ["List over 20 species", "over 20"],
    ["Give up to 7 examples", "up to 7"],
    ["Give between 3 and 5 examples", "between 3 and 5"],
    ["Give no more than 2 quotes", "no more than 2"],
  ])("COMPARATIVE_BOUND: %s", (question, token) => expectRung(question, "COMPARATIVE_BOUND", token));

  it.each([
    ["Name some composers", "some"],
    ["Which are a few good books?", "a few"],
    ["Did several ships sink?", "several"],
    ["Give a couple of examples", "a couple of"],
    ["Name a small number of rivers", "a small number of"],
    ["Is there a smattering of evidence?", "a smattering of"],
    ["Why did not many people vote?", "not many"],
    ["Why are there hardly any tigers left?", "hardly any"],
  ])("FEW: %s", (question, token) => expectRung(question, "FEW", token));

  it.each([
    ["Why did many empires fall?", "many"],
    ["What are various uses of salt?", "various"],
    ["Are there multiple causes?", "multiple"],
    ["Why were numerous treaties signed?", "numerous"],
    ["Which were a number of the battles?", "a number of"],
    ["Who wrote lots of sonnets?", "lots of"],
    ["Who had plenty of followers?", "plenty of"],
    ["Why did a great many die?", "a great many"],
    ["Were there multitudes at the rally?", "multitudes"],
    ["Were several dozen arrested?", "several dozen"],
    ["List famous composers", "list"],
  ])("MANY: %s", (question, token) => expectRung(question, "MANY", token));

  it.each([
    ["Winners of all major sports?", "all"],
    ["Who won every Grand Slam?", "every"],
    ["What did each senator vote?", "each"],
    ["Who signed each and every treaty?", "each and every"],
    ["Who won every single match?", "every single"],
    ["Who ruled the whole empire?", "the whole"],
    ["Who owned the entirety of the island?", "the entirety of"],
    ["What is the totality of evidence?", "the totality of"],
    ["Which team won any trophy?", "any"],
    ["Whatever the crew packed, list it", "whatever"],
    ["Whoever painted these frescoes?", "whoever"],
    ["Did everyone sign the treaty?", "everyone"],
    ["List the planets", "list"],
  ])("ALL: %s", (question, token) => expectRung(question, "ALL", token));

  it.each([
    ["Give a comprehensive history of Rome", "comprehensive"],
    ["A complete list of Nobel laureates", "complete list"],
    ["A complete inventory of the museum", "complete inventory"],
    ["An exhaustive account of the war", "exhaustive"],
    ["The definitive guide to tea", "definitive"],
    ["Share everything you know about York", "everything you know"],
    ["Tell me everything about York", "tell me everything"],
    ["What is the whole story of Troy?", "the whole story"],
    ["Give the full picture of the crisis", "the full picture"],
    ["Explain tax law from A to Z", "from a to z"],
  ])("COMPREHENSIVE: %s", (question, token) => expectRung(question, "COMPREHENSIVE", token));

  it.each([
    ["Tell me about York", "tell me about"],
    ["Describe the structure of DNA", "describe"],
    ["Explain photosynthesis", "explain"],
    ["Summarize the French Revolution", "summarize"],
    ["Give me an overview of jazz", "give me an overview of"],
    ["Walk me through the Krebs cycle", "walk me through"],
    ["What about the Hanseatic League?", "what about"],
    ["Discuss the causes of inflation", "discuss"],
    ["Elaborate on the treaty terms", "elaborate on"],
    ["Expound on Kant's ethics", "expound on"],
  ])("OPEN_REQUEST: %s", (question, token) => expectRung(question, "OPEN_REQUEST", token));
});

describe("§2.1 adjacent dimensions stay SINGULAR", () => {
  itEachGives("%s", (question) => classifyQuestion(question).intensity, "SINGULAR", [
    "Do cats always land on their feet?",
    "Is coffee usually roasted before export?",
    "How often does it rain here?",
    "Are eclipses sometimes total?",
    "Do bears never hibernate?",
    "What must be filed every year?",
    "Which form can be signed each day?",
    "Could the vote have been delayed?",
    "Cats are mammals?",
    "Who is the greatest player of all time?",
    "What is the most populous city in Asia?",
    "Which language is most widely spoken?",
    "Are there any snakes in Ireland?",
    "Did the pair never meet each other?",
    "Who didn't sign the treaty?",
    "No, who won the final?",
    "Any idea who won the final?",
    "Any recommendations for Italian films?",
  ]);
});
