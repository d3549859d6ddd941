/**
 * A gazetteer of closed classes: finite sets a corpus knows in full (docs/classifier.md, Scope).
 * A question that names one, in any of its phrases, ranges over a bounded set. Each class says
 * how many members it has and where that list comes from.
 */
import type { ClosedClass } from "./closed-class";
import { LEAGUES, NAMED_GROUPS, NAMED_SEQUENCES, NAMED_SERIES, PLACES_AND_UNIONS } from "./closed-classes-named";
import { WORLD_CLASSES } from "./world-gazetteer";

const CORE_CLASSES: readonly ClosedClass[] = [
  { name: "planets", size: 8, source: "IAU 2006 Resolution B5", phrases: ["planets", "planet", "solar system"] },
  { name: "continents", size: 7, source: "the seven-continent model (National Geographic)", phrases: ["continents", "continent"] },
  { name: "oceans", size: 5, source: "NOAA: Pacific, Atlantic, Indian, Southern, Arctic", phrases: ["oceans", "ocean"] },
  {
    name: "US states",
    size: 50,
    source: "US Census Bureau",
    phrases: [
      "us states",
      "us state",
      "u s states",
      "u s state",
      "american states",
      "american state",
      "states of america",
      "states of the us",
      "state of the us",
      "states in the us",
      "state in the us",
      "fifty states",
      "50 states",
    ],
  },
  { name: "US presidents", size: 45, source: "whitehouse.gov: 45 people have held the office (2025)", phrases: ["presidents", "president"] },
  { name: "Founding Fathers", size: 7, source: "US National Archives (the seven key figures)", phrases: ["founding fathers", "founding father"] },
  { name: "the Beatles", size: 4, source: "the band's line-up, 1962-1970", phrases: ["beatles", "fab four"] },
  { name: "the Rolling Stones", size: 4, source: "the band's current line-up", phrases: ["rolling stones"] },
  { name: "months", size: 12, source: "the Gregorian calendar", phrases: ["months", "month", "months of the year"] },
  { name: "weekdays", size: 7, source: "ISO 8601", phrases: ["weekdays", "weekday", "days of the week", "day of the week"] },
  { name: "seasons of the year", size: 4, source: "the temperate-zone calendar", phrases: ["seasons of the year"] },
  { name: "zodiac signs", size: 12, source: "the tropical zodiac", phrases: ["zodiac signs", "zodiac sign", "signs of the zodiac", "star signs"] },
  { name: "Ivy League", size: 8, source: "the Ivy League conference's members", phrases: ["ivy league"] },
  { name: "G7", size: 7, source: "the G7's member countries", phrases: ["g7", "group of seven"] },
  { name: "Great Lakes", size: 5, source: "US EPA", phrases: ["great lakes"] },
  { name: "Baltic states", size: 3, source: "Estonia, Latvia, Lithuania", phrases: ["baltic states", "baltic countries", "baltic state", "baltic country"] },
  {
    name: "Scandinavian countries",
    size: 3,
    source: "Denmark, Norway, Sweden",
    phrases: ["scandinavian countries", "nordic countries", "scandinavian country", "nordic country"],
  },
  { name: "European Union", size: 27, source: "the EU's member states (european-union.europa.eu)", phrases: ["european union", "eu"] },
  { name: "noble gases", size: 7, source: "IUPAC periodic table, group 18", phrases: ["noble gases", "noble gas"] },
  { name: "chemical elements", size: 118, source: "IUPAC periodic table", phrases: ["periodic table", "chemical elements"] },
  { name: "primary colours", size: 3, source: "the RYB colour model", phrases: ["primary colours", "primary colors", "primary colour", "primary color"] },
  { name: "chess pieces", size: 6, source: "FIDE Laws of Chess, article 2", phrases: ["chess pieces", "chess piece"] },
  { name: "constellations", size: 88, source: "IAU, the 88 constellations", phrases: ["constellations", "constellation"] },
  {
    name: "Harry Potter books",
    size: 7,
    source: "Bloomsbury, the seven novels",
    phrases: ["harry potter books", "harry potter novels", "harry potter series", "harry potter book", "harry potter novel"],
  },
  {
    name: "Seven Wonders of the Ancient World",
    size: 7,
    source: "the classical list (Antipater of Sidon)",
    phrases: ["seven wonders of the ancient world", "wonders of the ancient world"],
  },
  { name: "apostles", size: 12, source: "the Twelve Apostles of the New Testament", phrases: ["apostles", "apostle"] },
  { name: "Marx Brothers", size: 5, source: "the five brothers", phrases: ["marx brothers"] },
  { name: "Spice Girls", size: 5, source: "the group's line-up", phrases: ["spice girls"] },
];

const NAMED_CLASSES: readonly ClosedClass[] = [...CORE_CLASSES, ...LEAGUES, ...PLACES_AND_UNIONS, ...NAMED_SERIES, ...NAMED_GROUPS, ...NAMED_SEQUENCES];
const NAMED_PHRASES = new Set(NAMED_CLASSES.flatMap((closed) => closed.phrases));

export { WORLD_CLASSES };

// A world class's phrase that an earlier class already holds keeps its earlier meaning.
export const CLOSED_CLASSES: readonly ClosedClass[] = [
  ...NAMED_CLASSES,
  ...WORLD_CLASSES.map((closed) => ({ ...closed, phrases: closed.phrases.filter((phrase) => !NAMED_PHRASES.has(phrase)) })),
];
