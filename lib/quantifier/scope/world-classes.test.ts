import { describe, expect, it } from "vitest";
import { itEachCase, itEachGives } from "../../test-support/each-case";
import { classifyQuestion } from "../classify/classify";
import { closedClassSchema } from "../data/closed-class";
import { CLOSED_CLASSES, WORLD_CLASSES } from "../data/closed-classes";

const scopeOf = (question: string) => classifyQuestion(question).scopeBoundHint;
const NAMED_SET = /named set: (.+?), \d+ members?, /;
const namedSetOf = (question: string) => NAMED_SET.exec(classifyQuestion(question).explanation)?.[1] ?? null;

// Words that alone name an open class: no phrase may be just one of them ("bones", "gods", "films").
const OPEN_WORDS = ["bones", "bone", "gods", "god", "films", "film", "movies", "emperors", "kings", "members", "teams", "species"];
const OPEN_WORDS_TOO = ["types", "languages", "countries", "time zones", "clouds", "rocks", "moons", "particles", "amino acids", "vitamins"];

describe("the world gazetteer", () => {
  it("gives every class a size, a source and a phrase, each name once", () => {
    expect(WORLD_CLASSES.length).toBeGreaterThanOrEqual(300);
    for (const closed of WORLD_CLASSES) {
      expect(closed.size, closed.name).toBeGreaterThan(0);
      expect(closed.source.length, closed.name).toBeGreaterThan(3);
      expect(closed.phrases.length, closed.name).toBeGreaterThan(0);
    }
    const names = CLOSED_CLASSES.map((closed) => closed.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("refuses a malformed entry with its path, as the gazetteer's load does", () => {
    const parsed = closedClassSchema.array().safeParse([
      { name: "suits", size: 4, source: "a deck", phrases: ["suits"] },
      { name: "x", size: 0, source: "", phrases: [] },
    ]);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join("."))).toEqual(["1.size", "1.source", "1.phrases"]);
  });

  it("writes every phrase as lower-case words, gives it to one class and makes none of a lone open word", () => {
    for (const closed of WORLD_CLASSES) for (const phrase of closed.phrases) expect(phrase, closed.name).toMatch(/^[a-z0-9']+(?: [a-z0-9']+)*$/);
    const phrases = CLOSED_CLASSES.flatMap((closed) => closed.phrases);
    expect(phrases.filter((phrase, index) => phrases.indexOf(phrase) !== index)).toEqual([]);
    const world = new Set(WORLD_CLASSES.flatMap((closed) => closed.phrases));
    expect([...OPEN_WORDS, ...OPEN_WORDS_TOO].filter((word) => world.has(word))).toEqual([]);
  });

  it("keeps an older class's phrase with the older class", () => {
    expect(namedSetOf("Which planet has the most moons?")).toBe("planets");
    expect(namedSetOf("Which NBA teams have never won a title?")).toBe("NBA");
  });

  itEachCase("%j → %s", scopeOf, [
    ["Which Hogwarts house values loyalty most?", "bounded"],
    ["Name all the Cluedo suspects", "bounded"],
    ["Tell me about each of the Infinity Stones", "bounded"],
    ["List every bone in the human foot", "bounded"],
    ["Which layers of the atmosphere have ozone?", "bounded"],
    ["Give me a complete list of the Brandenburg Concertos", "bounded"],
    ["List all the moonwalkers", "bounded"],
    ["Name all the bones of dinosaurs", "unbounded"],
    ["List every spell in fantasy fiction", "unbounded"],
    ["Tell me about all the stars in the sky", "unbounded"],
  ]);
});

describe("scope: a class the world catalogues bounds the question, with its size and source", () => {
  itEachCase("%s → named set %s", namedSetOf, [
    ["Which carpal bones are most often fractured?", "carpal bones"],
    ["List every bone of the skull with its function", "bones of the skull"],
    ["Describe each chamber of the heart", "chambers of the heart"],
    ["Which cranial nerves control the tongue?", "cranial nerves"],
    ["Which halogens are liquid at room temperature?", "halogens"],
    ["Give me every stop codon", "stop codons"],
    ["Which of the taxonomic ranks sits between family and species?", "taxonomic ranks"],
    ["List all the books of the Old Testament in order", "books of the Old Testament"],
    ["Summarize each of the seven deadly sins", "seven deadly sins"],
    ["Name every one of Vishnu's avatars", "avatars of Vishnu"],
    ["What does each of the Gorgons look like?", "Gorgons"],
    ["Who were all the Tudor monarchs?", "Tudor monarchs"],
    ["List every UK prime minister since the war", "UK prime ministers"],
    ["Which Confederate states seceded first?", "Confederate states"],
    ["List every permanent member of the security council", "permanent members of the UN Security Council"],
    ["Which OPEC members are in Africa?", "OPEC"],
    ["Which London borough has the most parks?", "London boroughs"],
    ["Describe each of the main Hawaiian islands", "main Hawaiian islands"],
    ["Who won each of the golf majors that year?", "golf majors"],
    ["List every Formula 1 team and its engine supplier", "Formula 1 teams"],
    ["Which IPL teams have won the title twice?", "Indian Premier League"],
    ["Which Hogwarts house values loyalty?", "Hogwarts houses"],
    ["Rank all the Pokemon types by how many weaknesses they have", "Pokemon types"],
    ["Explain the meaning of each major arcana card", "major arcana"],
    ["Rank the Star Wars prequels", "Star Wars prequel trilogy"],
    ["List all of the Pixar feature films", "Pixar feature films"],
    ["Which Disney princesses have animal sidekicks?", "Disney Princesses"],
    ["Name all of Santa's reindeer", "Santa's reindeer"],
    ["Which BTS members have released solo albums?", "BTS members"],
    ["Name all of Beethoven's piano sonatas", "Beethoven's piano sonatas"],
    ["What are all the letters of the Greek alphabet?", "Greek alphabet"],
    ["Which parts of speech can modify a noun?", "parts of speech"],
    ["Which Chinese zodiac animals are considered lucky?", "Chinese zodiac"],
    ["List each SI base unit and what it measures", "SI base units"],
    ["Which dwarf planets lie beyond Neptune?", "dwarf planets"],
    ["Describe every layer of the atmosphere", "layers of the atmosphere"],
    ["Which Millennium Prize Problems remain unsolved?", "Millennium Prize Problems"],
  ]);

  itEachGives("%s → bounded", scopeOf, "bounded", [
    "Name all the alkali metals and their symbols",
    "List the six kingdoms of life with an example each",
    "What did each of the Thirteen Colonies produce?",
    "Name all five boroughs of New York City",
    "Describe every Eeveelution",
    "Describe every musical mode",
  ]);

  itEachCase("%s → %s: a plural head after its modifiers names the class in the singular after every, each or which", scopeOf, [
    ["Which UK prime minister served the longest?", "bounded"],
    ["Rank every Formula 1 team by budget", "bounded"],
    ["Name every Disney princess who has a sister", "bounded"],
    ["Who is the UK prime minister?", "unknown"],
    ["Is a Disney princess costume good for Halloween?", "unknown"],
  ]);

  it("reads a phrase whose first word is possessive, as it reads one whose last word is", () => {
    expect(namedSetOf("Describe each of the moon's phases")).toBe("phases of the Moon");
    expect(namedSetOf("Describe every planet's atmosphere")).toBe("planets");
  });

  it("says the class's size and source in the explanation", () => {
    expect(classifyQuestion("Which Galilean moons have oceans?").explanation).toContain(
      "(named set: Galilean moons, 4 members, NASA: Io, Europa, Ganymede, Callisto)",
    );
  });
});

describe("scope: open classes, one item of a class, and a name used as something else stay unbounded", () => {
  itEachCase("%s → %s", scopeOf, [
    ["Name all the bones you can think of", "unbounded"],
    ["List all the bones in the body", "unbounded"],
    ["List every Greek god", "unbounded"],
    ["Name all the Norse gods and their powers", "unbounded"],
    ["List all the films you would recommend for a rainy day", "unbounded"],
    ["Name all the games you can play with a deck of cards", "unbounded"],
    ["List every type of cloud you can see from a plane", "unbounded"],
    ["Name all the members of my book club", "unbounded"],
    ["List every species of beetle", "unbounded"],
    ["Give me every song on the new Coldplay album", "unbounded"],
    ["Where can I buy the Pixar lamp?", "unknown"],
    ["Who sang lead vocals for Queen?", "unknown"],
    ["What did the Queen say in her Christmas speech?", "unknown"],
    ["Suggest some bands that sound like Nirvana", "unknown"],
    ["Who wrote The Fellowship of the Ring?", "unknown"],
    ["Who is on the five euro note?", "unknown"],
  ]);
});
