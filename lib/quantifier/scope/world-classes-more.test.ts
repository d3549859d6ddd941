import { describe, expect, it } from "vitest";
import { itEachCase, itEachGives } from "../../test-support/each-case";
import { classifyQuestion } from "../classify/classify";
import { WORLD_CLASSES } from "../data/closed-classes";

const scopeOf = (question: string) => classifyQuestion(question).scopeBoundHint;
const NAMED_SET = /named set: (.+?), \d+ members?, /;
const namedSetOf = (question: string) => NAMED_SET.exec(classifyQuestion(question).explanation)?.[1] ?? null;

describe("the world gazetteer's fifth round: technology, space, prizes, unions, transport, games, health, law, language, sport", () => {
  it("holds the new domains' classes, each with a size and a source", () => {
    expect(WORLD_CLASSES.length).toBeGreaterThanOrEqual(600);
    const names = new Set(WORLD_CLASSES.map((closed) => closed.name));
    for (const name of ["layers of the OSI model", "Space Shuttle missions", "MPA film ratings", "ECOWAS", "London Underground lines", "stages of grief"])
      expect(names.has(name), name).toBe(true);
  });

  itEachCase("%s → named set %s", namedSetOf, [
    ["Which layers of the OSI model does a router work at?", "layers of the OSI model"],
    ["Explain each OSI layer with an example protocol", "layers of the OSI model"],
    ["Which HTTP methods are idempotent?", "HTTP request methods"],
    ["Is every HTTP verb safe to retry?", "HTTP request methods"],
    ["Give an example for each of the SOLID principles", "SOLID principles"],
    ["Which of the ACID properties of transactions does our database relax?", "ACID properties"],
    ["Which CMYK inks run out fastest?", "CMYK channels"],
    ["List the Java primitive types with their sizes", "Java primitive types"],
    ["Which JavaScript primitive types are falsy?", "JavaScript primitive types"],
    ["Explain each item in the OWASP Top 10", "OWASP Top 10"],
    ["Which Gang of Four design patterns are creational?", "Gang of Four design patterns"],
    ["Explain every SAE level of driving automation", "SAE levels of driving automation"],
    ["Which ISO 27001 Annex A controls cover backups?", "ISO/IEC 27001 Annex A controls"],
    ["Which Gemini missions included a spacewalk?", "Project Gemini missions"],
    ["Which Space Shuttle missions visited Hubble?", "Space Shuttle missions"],
    ["Which NASA Mars rovers are still active?", "NASA Mars rovers"],
    ["Which of Pluto's moons was discovered first?", "moons of Pluto"],
    ["List every Messier object visible from the southern hemisphere", "Messier objects"],
    ["Which of the Big Four Grammys has Adele won?", "Grammy Big Four"],
    ["Which Nobel laureates in literature wrote in Spanish?", "Nobel laureates in Literature"],
    ["What does each BBFC rating allow?", "BBFC age ratings"],
    ["Which macronutrients give the most calories per gram?", "macronutrients"],
    ["Which types of white blood cells fight parasites?", "types of white blood cells"],
    ["Which Bristol stool types point to constipation?", "Bristol stool types"],
    ["Explain each of Koch's postulates", "Koch's postulates"],
    ["Which articles of the UN Charter deal with the use of force?", "articles of the UN Charter"],
    ["Which clauses of Magna Carta are still law?", "clauses of Magna Carta"],
    ["Which US courts of appeals hear cases from Texas?", "US courts of appeals"],
    ["Which of the Sustainable Development Goals concern water?", "Sustainable Development Goals"],
    ["Which UK Supreme Court justices are women?", "justices of the UK Supreme Court"],
    ["Which Mercosur members use a peso?", "Mercosur"],
    ["Which ECOWAS member states are French-speaking?", "ECOWAS"],
    ["Which of the founding members of NATO are in North America?", "founding members of NATO"],
    ["Which countries bordering Germany use the euro?", "countries bordering Germany"],
    ["Tell me about each of Germany's neighbours", "countries bordering Germany"],
    ["Which London Underground lines run through the night?", "London Underground lines"],
    ["Which tube stations have step-free access?", "London Underground stations"],
    ["Which Paris Metro lines are driverless?", "Paris Metro lines"],
    ["Which Singapore MRT lines serve Changi?", "Singapore MRT lines"],
    ["Which Monopoly color groups are the best to own?", "Monopoly colour groups"],
    ["Which D&D classes can cast spells?", "Dungeons & Dragons classes"],
    ["Which Kanto gym leaders use Water types?", "Kanto Gym Leaders"],
    ["What does each piece of the Triforce stand for?", "pieces of the Triforce"],
    ["Explain each of the German grammatical cases", "German grammatical cases"],
    ["Which letters of the Spanish alphabet are missing from English?", "Spanish alphabet"],
    ["Explain each of the Mandarin tones", "Mandarin tones"],
    ["Which of Singapore's official languages is spoken most?", "official languages of Singapore"],
    ["Which host cities of the 2026 World Cup are in Mexico?", "2026 FIFA World Cup host cities"],
    ["Which sports at the Paris 2024 Olympics were new?", "Paris 2024 Olympic sports"],
    ["Which ATP Masters 1000 tournaments are played on clay?", "ATP Masters 1000 tournaments"],
    ["Which Premier League winners were later relegated?", "Premier League winners"],
    ["Which Jane Austen novels came out after her death?", "Jane Austen's novels"],
    ["Which of Bach's cello suites is in D minor?", "Bach's cello suites"],
    ["Which diatomic elements are gases at room temperature?", "diatomic elements"],
    ["Which of the pyramids of Giza is the largest?", "pyramids of Giza"],
    ["Which Federalist Papers did Madison write?", "Federalist Papers"],
  ]);

  itEachGives("%s → bounded", scopeOf, "bounded", [
    "Name all the layers of the TCP/IP model",
    "Name all the crewed Mercury flights",
    "Describe the major moons of Uranus",
    "Which of the Big Five Academy Awards did Titanic win?",
    "What are the five stages of grief?",
    "Summarize every article of the Universal Declaration of Human Rights",
    "List all of the Warsaw Pact countries",
    "Give me every Berlin U-Bahn line with its colour",
    "Describe each of the nine alignments",
    "Which fencing weapons use right of way?",
    "Which Enhanced Fujita ratings mean total destruction?",
    "Who made each of the Silmarils?",
  ]);
});

describe("scope: near misses of the fifth round's classes stay unbounded or unknown", () => {
  itEachCase("%s → %s", scopeOf, [
    ["List all the songs about the London Underground", "unbounded"],
    ["Name every keyword in my Python script", "unbounded"],
    ["Give me all the keywords for my SEO campaign", "unbounded"],
    ["Which tube should I buy for my aquarium filter?", "unknown"],
    ["List all the layers in my Photoshop file", "unbounded"],
    ["List every channel on my TV package", "unbounded"],
    ["List all the rovers ever built", "unbounded"],
    ["Which German cases went to the European Court?", "unknown"],
    ["What are the unwritten laws of football fandom?", "unknown"],
    ["List every component of my blood test results", "unbounded"],
    ["Name all the classes I should take next semester", "unbounded"],
    ["List every rating my film got on IMDb", "unbounded"],
    ["Which metro lines does Madrid have?", "unknown"],
    ["Name all the stages of my renovation project", "unbounded"],
    ["Tell me about every mission of the Star Trek Voyager", "unbounded"],
    ["Which Metrorail lines serve Miami?", "unknown"],
    ["List all the neighbours on my street", "unbounded"],
    ["Name all the vaccines my dog needs", "unbounded"],
  ]);
});
