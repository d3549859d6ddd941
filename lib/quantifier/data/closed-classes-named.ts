import type { ClosedClass } from "./closed-class";

/**
 * More closed classes (docs/classifier.md, Scope): the members of named leagues and conferences, the
 * parts of named countries and unions, named groups. Sizes as of the 2025-26 season and 2026; each
 * names where its member list is kept. A question that names one ranges over a bounded set.
 */
const TEAM_HEADS = ["teams", "team", "clubs", "club", "schools", "school", "franchises", "franchise", "sides", "side", "members", "member"];
export const LEAGUE_HEADS = [
  ...TEAM_HEADS,
  "universities",
  "university",
  "colleges",
  "college",
  "programs",
  "champions",
  "winners",
  "stadiums",
  "players",
  "player",
];
export const MEMBER_HEADS = ["members", "member", "countries", "country", "nations", "nation", "states", "state", "allies", "economies", "seats"];

export const LEAGUES: readonly ClosedClass[] = [
  { name: "NFL", size: 32, source: "nfl.com, the league's 32 clubs", phrases: ["nfl", "national football league"], heads: LEAGUE_HEADS },
  { name: "NBA", size: 30, source: "nba.com, the league's 30 teams", phrases: ["nba", "national basketball association"], heads: LEAGUE_HEADS },
  { name: "NHL", size: 32, source: "nhl.com, the league's 32 clubs", phrases: ["nhl", "national hockey league"], heads: LEAGUE_HEADS },
  { name: "MLB", size: 30, source: "mlb.com, the league's 30 clubs", phrases: ["mlb", "major league baseball"], heads: LEAGUE_HEADS },
  { name: "MLS", size: 30, source: "mlssoccer.com, 30 clubs since 2025", phrases: ["mls", "major league soccer"], heads: LEAGUE_HEADS },
  {
    name: "Premier League",
    size: 20,
    source: "premierleague.com, 20 clubs a season",
    phrases: ["premier league", "english premier league", "epl"],
    heads: LEAGUE_HEADS,
  },
  { name: "La Liga", size: 20, source: "laliga.com, 20 clubs a season", phrases: ["la liga"], heads: LEAGUE_HEADS },
  { name: "Serie A", size: 20, source: "legaseriea.it, 20 clubs a season", phrases: ["serie a"], heads: LEAGUE_HEADS },
  { name: "Bundesliga", size: 18, source: "bundesliga.com, 18 clubs a season", phrases: ["bundesliga"], heads: LEAGUE_HEADS },
  { name: "Ligue 1", size: 18, source: "ligue1.com, 18 clubs a season since 2023", phrases: ["ligue 1"], heads: LEAGUE_HEADS },
  { name: "Big Ten", size: 18, source: "bigten.org, 18 member schools since 2024", phrases: ["big ten", "big 10"], heads: LEAGUE_HEADS },
  { name: "Big 12", size: 16, source: "big12sports.com, 16 member schools since 2024", phrases: ["big 12", "big twelve"], heads: LEAGUE_HEADS },
  { name: "SEC", size: 16, source: "secsports.com, 16 member schools since 2024", phrases: ["sec", "southeastern conference"], heads: LEAGUE_HEADS },
  { name: "ACC", size: 17, source: "theacc.com, 17 member schools since 2024", phrases: ["acc", "atlantic coast conference"], heads: LEAGUE_HEADS },
  {
    name: "NFC",
    size: 16,
    source: "nfl.com, the National Football Conference's 16 clubs",
    phrases: ["nfc", "national football conference"],
    heads: LEAGUE_HEADS,
  },
  {
    name: "AFC",
    size: 16,
    source: "nfl.com, the American Football Conference's 16 clubs",
    phrases: ["afc", "american football conference"],
    heads: LEAGUE_HEADS,
  },
  ...["NFC North", "NFC South", "NFC East", "NFC West", "AFC North", "AFC South", "AFC East", "AFC West"].map((division) => ({
    name: division,
    size: 4,
    source: "nfl.com, four clubs in each of the NFL's eight divisions",
    phrases: [division.toLowerCase()],
  })),
];

export const PLACES_AND_UNIONS: readonly ClosedClass[] = [
  {
    name: "Canadian provinces",
    size: 10,
    source: "Government of Canada (10 provinces, 3 territories)",
    phrases: ["canadian provinces", "canadian province", "provinces of canada", "province of canada"],
  },
  { name: "Australian states", size: 6, source: "Australian Government (6 states, 10 territories)", phrases: ["australian states", "australian state"] },
  { name: "German states", size: 16, source: "Bundesrat, the 16 Länder", phrases: ["german states", "german state"] },
  { name: "Japanese prefectures", size: 47, source: "Geospatial Information Authority of Japan", phrases: ["japanese prefectures", "japanese prefecture"] },
  { name: "Mexican states", size: 32, source: "INEGI, 31 states and Mexico City", phrases: ["mexican states", "mexican state"] },
  { name: "Indian states", size: 28, source: "Government of India (28 states, 8 union territories)", phrases: ["indian states", "indian state"] },
  { name: "Swiss cantons", size: 26, source: "Swiss Federal Council, the 26 cantons", phrases: ["swiss cantons", "swiss canton"] },
  {
    name: "euro area",
    size: 21,
    source: "European Central Bank: 21 member states since Bulgaria joined on 1 January 2026",
    phrases: ["eurozone", "euro area", "euro zone", "countries that use the euro", "countries using the euro", "countries that have the euro"],
    heads: MEMBER_HEADS,
  },
  { name: "NATO", size: 32, source: "nato.int, 32 member countries since 2024", phrases: ["nato", "north atlantic treaty organization"], heads: MEMBER_HEADS },
  {
    name: "UN Security Council",
    size: 15,
    source: "un.org: 5 permanent and 10 elected members",
    phrases: ["un security council", "security council", "unsc"],
    heads: MEMBER_HEADS,
  },
  {
    name: "UN member states",
    size: 193,
    source: "un.org, 193 member states",
    phrases: ["un member states", "un member state", "united nations member states"],
  },
  {
    name: "Schengen Area",
    size: 29,
    source: "European Commission: 29 countries since Bulgaria and Romania joined in full on 1 January 2025",
    phrases: ["schengen area", "schengen zone", "schengen countries", "schengen states"],
  },
  {
    name: "US Supreme Court",
    size: 9,
    source: "supremecourt.gov, the nine justices",
    phrases: ["supreme court"],
    heads: ["justices", "justice", "judges", "judge", "members", "member", "seats"],
  },
];

export const NAMED_SERIES: readonly ClosedClass[] = [
  {
    name: "Star Wars films",
    size: 9,
    source: "Lucasfilm, the nine episodes of the Skywalker saga",
    phrases: ["star wars films", "star wars film", "star wars movies", "star wars movie", "star wars saga"],
  },
  {
    name: "James Bond films",
    size: 25,
    source: "Eon Productions, Dr. No (1962) to No Time to Die (2021)",
    phrases: ["james bond films", "james bond film", "james bond movies", "james bond movie", "bond films", "bond movies"],
  },
  {
    name: "Hunger Games novels",
    size: 5,
    source: "Scholastic, Suzanne Collins's five novels (2008-2025)",
    phrases: ["hunger games books", "hunger games book", "hunger games novels", "hunger games novel", "hunger games series"],
  },
  {
    name: "Star Wars sequel trilogy",
    size: 3,
    source: "Lucasfilm, Episodes VII to IX (2015-2019)",
    phrases: ["star wars sequels", "star wars sequel trilogy"],
  },
  {
    name: "The Lord of the Rings",
    size: 3,
    source: "Tolkien's three volumes (1954-1955) and Peter Jackson's three films",
    phrases: ["lord of the rings books", "lord of the rings films", "lord of the rings movies", "lord of the rings trilogy"],
  },
];

export const NAMED_GROUPS: readonly ClosedClass[] = [
  { name: "the Jackson 5", size: 5, source: "the group's Motown line-up, 1969-1975", phrases: ["jackson 5", "jackson five"] },
  { name: "ABBA", size: 4, source: "the band's line-up, 1972-1982", phrases: ["abba"] },
  { name: "Seven Dwarfs", size: 7, source: "Disney's Snow White and the Seven Dwarfs (1937)", phrases: ["seven dwarfs", "seven dwarves"] },
  {
    name: "Ninja Turtles",
    size: 4,
    source: "Eastman and Laird's Teenage Mutant Ninja Turtles (1984)",
    phrases: ["ninja turtles", "teenage mutant ninja turtles"],
  },
  { name: "Muses", size: 9, source: "Hesiod's Theogony, the nine Muses", phrases: ["muses"] },
  { name: "Twelve Olympians", size: 12, source: "the twelve Olympian gods of Greek myth", phrases: ["olympian gods", "twelve olympians"] },
];

/** Named sequences of a fixed number of steps or states. */
export const NAMED_SEQUENCES: readonly ClosedClass[] = [
  {
    name: "Stations of the Cross",
    size: 14,
    source: "the traditional fourteen stations of the Via Crucis (Catholic Church)",
    phrases: ["stations of the cross", "way of the cross", "via crucis"],
  },
  {
    name: "phases of the Moon",
    size: 8,
    source: "NASA Science, the Moon's eight phases",
    phrases: ["phases of the moon", "moon phases", "lunar phases", "moon's phases", "phases of the lunar cycle"],
  },
];
