import type { ClosedClass } from "../closed-class";

/**
 * A country's or a city's official divisions and named sets of islands and peaks (docs/classifier.md, Scope).
 * The "Channel Islands" of two coasts and the Seven Summits (a title the dev set reads unknown) are not here.
 */
const ISLAND_HEADS = ["islands", "island", "isles"];

export const DIVISIONS_AND_LANDMARKS_CLASSES: readonly ClosedClass[] = [
  { name: "regions of France", size: 18, source: "INSEE: 13 metropolitan and 5 overseas regions since 2016", phrases: ["french regions", "regions of france"] },
  { name: "regions of Italy", size: 20, source: "ISTAT: the 20 regions", phrases: ["italian regions", "regions of italy"] },
  {
    name: "autonomous communities of Spain",
    size: 17,
    source: "Spanish Constitution: 17 communities (Ceuta and Melilla are cities)",
    phrases: ["autonomous communities", "spanish autonomous communities", "autonomous communities of spain", "spanish regions"],
  },
  {
    name: "Brazilian states",
    size: 26,
    source: "IBGE: 26 states and the Federal District",
    phrases: ["brazilian states", "brazilian state", "states of brazil"],
  },
  {
    name: "Argentine provinces",
    size: 23,
    source: "INDEC: 23 provinces and Buenos Aires city",
    phrases: ["argentine provinces", "argentinian provinces", "provinces of argentina"],
  },
  {
    name: "Nigerian states",
    size: 36,
    source: "Nigerian Constitution: 36 states and the FCT",
    phrases: ["nigerian states", "nigerian state", "states of nigeria"],
  },
  {
    name: "South African provinces",
    size: 9,
    source: "South African Government: nine provinces",
    phrases: ["south african provinces", "provinces of south africa"],
  },
  { name: "Dutch provinces", size: 12, source: "Government of the Netherlands: 12 provinces", phrases: ["dutch provinces", "provinces of the netherlands"] },
  { name: "Austrian states", size: 9, source: "Austrian Parliament: the nine Länder", phrases: ["austrian states", "states of austria"] },
  {
    name: "Polish voivodeships",
    size: 16,
    source: "Statistics Poland: 16 voivodeships since 1999",
    phrases: ["polish voivodeships", "voivodeships", "voivodeships of poland"],
  },
  {
    name: "Pakistani provinces",
    size: 4,
    source: "Constitution of Pakistan: Balochistan, Khyber Pakhtunkhwa, Punjab, Sindh",
    phrases: ["pakistani provinces", "provinces of pakistan"],
  },
  {
    name: "counties of Ireland",
    size: 32,
    source: "the 32 traditional counties of the island (26 in the Republic, 6 in Northern Ireland)",
    phrases: ["irish counties", "counties of ireland", "32 counties"],
  },
  { name: "provinces of Ireland", size: 4, source: "Ulster, Munster, Leinster, Connacht", phrases: ["provinces of ireland", "irish provinces"] },
  { name: "ceremonial counties of England", size: 48, source: "Lieutenancies Act 1997", phrases: ["ceremonial counties", "ceremonial counties of england"] },
  {
    name: "Scottish council areas",
    size: 32,
    source: "Local Government etc. (Scotland) Act 1994",
    phrases: ["scottish council areas", "council areas of scotland"],
  },
  {
    name: "Welsh principal areas",
    size: 22,
    source: "Local Government (Wales) Act 1994",
    phrases: ["welsh principal areas", "principal areas of wales", "welsh local authorities"],
  },
  {
    name: "boroughs of New York City",
    size: 5,
    source: "nyc.gov: Manhattan, Brooklyn, Queens, the Bronx, Staten Island",
    phrases: [
      "boroughs of new york",
      "boroughs of new york city",
      "boroughs of nyc",
      "new york boroughs",
      "new york city boroughs",
      "nyc boroughs",
      "five boroughs",
    ],
  },
  {
    name: "London boroughs",
    size: 32,
    source: "London Government Act 1963 (the City of London aside)",
    phrases: ["london boroughs", "london borough", "boroughs of london"],
  },
  { name: "arrondissements of Paris", size: 20, source: "Ville de Paris: 20 arrondissements", phrases: ["arrondissements of paris", "paris arrondissements"] },
  {
    name: "special wards of Tokyo",
    size: 23,
    source: "Tokyo Metropolitan Government: 23 special wards",
    phrases: ["special wards of tokyo", "tokyo wards", "tokyo special wards", "wards of tokyo"],
  },
  {
    name: "boroughs of Berlin",
    size: 12,
    source: "berlin.de: 12 Bezirke since 2001",
    phrases: ["boroughs of berlin", "berlin boroughs", "districts of berlin"],
  },
  { name: "districts of Hong Kong", size: 18, source: "Hong Kong Government: 18 districts", phrases: ["districts of hong kong", "hong kong districts"] },
  {
    name: "main Hawaiian islands",
    size: 8,
    source: "State of Hawaii: Hawaii, Maui, Oahu, Kauai, Molokai, Lanai, Niihau, Kahoolawe",
    phrases: ["hawaiian islands", "hawaiian island", "main hawaiian islands", "islands of hawaii"],
  },
  {
    name: "Canary Islands",
    size: 8,
    source: "Government of the Canary Islands: seven main islands and La Graciosa",
    phrases: ["canary islands", "canaries"],
    heads: ISLAND_HEADS,
  },
  {
    name: "eight-thousanders",
    size: 14,
    source: "the 14 peaks over 8,000 metres (Himalaya and Karakoram)",
    phrases: ["eight thousanders", "8000 metre peaks", "8000 meter peaks", "8000m peaks", "peaks over 8000 metres", "peaks over 8000 meters"],
  },
];
