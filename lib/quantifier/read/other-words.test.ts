import { describe, expect, it } from "vitest";
import { itEachContaining } from "../../test-support/each-case";
import { classifyQuestion } from "../classify/classify";

const reading = (question: string) => {
  const result = classifyQuestion(question);
  return [result.intensity, result.explicitCount];
};

describe("vague quantities: article, size adjectives, quantity noun, of", () => {
  it.each([
    ["Suggest a small batch of cookie recipes", "FEW"],
    ["Give me a short list of podcasts", "FEW"],
    ["Share a sprinkling of fun facts", "FEW"],
    ["I need a select few quotes", "FEW"],
    ["Give me a host of reasons to visit Portugal", "MANY"],
    ["List a wide range of cooking methods", "MANY"],
    ["Give me a whole lot of trivia", "MANY"],
    ["Scores of writers praised it; name some", "MANY"],
    ["Innumerable species live there; name some", "MANY"],
  ])("%s → %s", (question, rung) => {
    expect(reading(question)).toEqual([rung, null]);
  });

  it("reads no size in a bare quantity noun, a host of a show, or a batch of a counted number", () => {
    expect(reading("Give me a list of rivers")[0]).not.toBe("FEW");
    expect(reading("Who was a host of the show?")).toEqual(["SINGULAR", null]);
    expect(reading("Bake a batch of 12 cookies")).toEqual(["SMALL_NUM_EXPLICIT", 12]);
    expect(reading("Give me a handful of ideas")).toEqual(["SMALL_NUM_EXPLICIT", 5]);
  });
});

describe("partitives and fractions", () => {
  it.each([
    "Did the greater part of the army desert?",
    "Is a tenth of the world left-handed?",
    "Did three-fifths of the states ratify it?",
    "Is one out of every four homes offline?",
    "What share of power comes from coal?",
    "Are roughly half of all marriages happy?",
  ])("%s → PROPORTIONAL", (question) => {
    expect(reading(question)).toEqual(["PROPORTIONAL", null]);
  });

  it.each(["What is 15% of 80?", "What is a third of 27?", "What is half of 3/4 cup?", "What's a quarter of 3 cups of flour?"])(
    "%s is arithmetic: SINGULAR",
    (question) => {
      expect(reading(question)).toEqual(["SINGULAR", null]);
    },
  );

  it("keeps 'a part of' and 'the best part of' out: one part, not a proportion", () => {
    expect(reading("Is Greenland a part of Denmark?")).toEqual(["SINGULAR", null]);
  });
});

describe("negation intensifiers", () => {
  it.each([
    "Did not even one senator object?",
    "Aren't there any vegan places here?",
    "Neither of the two candidates won?",
    "Not even one of the five samples failed?",
    "Doesn't any bird have teeth?",
    "No team besides Brazil has won five World Cups?",
    "Not a soul showed up?",
  ])("%s → ABSENT, no count", (question) => {
    expect(reading(question)).toEqual(["ABSENT", null]);
  });

  it("leaves 'not a planet' alone: only a denied quantity is ABSENT", () => {
    expect(reading("Is Pluto not a planet?")).toEqual(["SINGULAR", null]);
  });
});

describe("numbers no one asks for", () => {
  it.each([
    "Do octopuses have three hearts?",
    "Does the Senate need 60 votes?",
    "Is a glucose of 110 mg/dL normal?",
    "Why do coaches like the 4-3-3 formation?",
    "Who wrote the novel 1984?",
    "When was the 1812 Overture first performed?",
    "Suggest games for two players",
    "Name players who scored 50 goals",
  ])("%s → no count", (question) => {
    expect(reading(question)[1]).toBeNull();
  });

  it.each([
    ["Can you name three rivers in Africa?", 3],
    ["Would you recommend four thrillers?", 4],
    ["What are the two official languages of Canada?", 2],
    ["Which are Tolkien's two best-known novels?", 2],
    ["Tell me the 10 most spoken languages", 10],
  ])("%s → counts %i", (question, count) => {
    expect(reading(question)).toEqual(["SMALL_NUM_EXPLICIT", count]);
  });
});

describe("every/each: how often, or the times a list asks for", () => {
  it.each([
    "Why are the Olympics held every four years?",
    "Should I take it every 90 minutes?",
    "Does she run every single day?",
    "Do comets return every 75 to 76 years?",
    "Is the trash collected every Tuesday and Friday?",
  ])("%s → SINGULAR", (question) => {
    expect(reading(question)).toEqual(["SINGULAR", null]);
  });

  it.each([
    "What was the inflation rate each year from 2015 to 2020?",
    "Name every month of the year",
    "What is the birthstone for each month?",
    "Who won the league each year in the 1990s?",
  ])("%s → ALL", (question) => {
    expect(reading(question)).toEqual(["ALL", null]);
  });
});

describe("COMPREHENSIVE and ALL in other words", () => {
  it.each([
    "Tell me the history of Rome from start to finish",
    "Explain it soup to nuts",
    "What is the complete history of the Roman Empire?",
    "Provide an all-inclusive list of EU member states",
    "Recount the entire history of aviation",
    "List the causes and leave nothing out",
  ])("%s → COMPREHENSIVE", (question) => {
    expect(reading(question)).toEqual(["COMPREHENSIVE", null]);
  });

  it.each([
    "Name the entire roster of the 1996 Bulls",
    "Which countries, without exception, require visas?",
    "Which mammals, bar none, lay eggs?",
    "List any and all side effects",
    "Name anyone who has won three Oscars",
  ])("%s → ALL", (question) => {
    expect(reading(question)).toEqual(["ALL", null]);
  });

  it("reads nothing in a full moon or a whole day", () => {
    expect(reading("When is the next full moon?")).toEqual(["SINGULAR", null]);
  });
});

describe("round 3: proportions in digits and size words, and 'majority' as a modifier", () => {
  it.each([
    "Do 2/3 of commuters drive alone?",
    "Is 3/5 of the workforce remote now?",
    "Does the predominant share of bananas come from Ecuador?",
    "Is the overwhelming share of plastic never recycled?",
  ])("%s → PROPORTIONAL", (question) => {
    expect(reading(question)).toEqual(["PROPORTIONAL", null]);
  });

  it.each(["What is 2/3 of a cup in tablespoons?", "Who was the House minority whip in 2010?", "Who is the majority owner of the Yankees?"])(
    "%s → SINGULAR: a unit's part, or majority and minority naming a role",
    (question) => {
      expect(reading(question)).toEqual(["SINGULAR", null]);
    },
  );
});

describe("round 3: one item in a pair, zero as a number, everything one needs to know", () => {
  itEachContaining("%s", (question) => classifyQuestion(question).explanation, [
    ["Suggest a comfy pair of running shoes", "'pair of running shoes' is one item that comes as a pair, not a count of two."],
    ["Is zero an even number?", "No quantifier: read as SINGULAR."],
    ["Everything we need to know about renting in Berlin?", "Read as COMPREHENSIVE from 'everything we need to know'."],
  ]);

  it("keeps a pair of other things a count of two, and zero before a noun a negation", () => {
    expect(reading("Name a pair of Baroque composers")).toEqual(["SMALL_NUM_EXPLICIT", 2]);
    expect(reading("Why do zero-calorie drinks taste sweet? Is there zero sugar in them?")).toEqual(["ABSENT", null]);
  });
});
