/** Times a question can be anchored to by name: the current or last year or season bounds the set as a year does. */
export const TIME_ANCHORS: readonly string[] = ["this year", "last year", "this season", "last season", "current season"];

/**
 * Nouns for the members or parts of one named thing: "the moons of Neptune", "Beethoven's
 * symphonies", "the wives of Henry VIII", "NATO members", plural to singular. Tied to a named entity
 * such a plural (or "every" and the singular) reads bounded; nouns for things found in a place
 * ("the rivers of Europe") do not.
 */
export const RELATIONAL_NOUNS: ReadonlyMap<string, string> = new Map([
  ["members", "member"],
  ["moons", "moon"],
  ["satellites", "satellite"],
  ["children", "child"],
  ["sons", "son"],
  ["daughters", "daughter"],
  ["wives", "wife"],
  ["husbands", "husband"],
  ["siblings", "sibling"],
  ["brothers", "brother"],
  ["sisters", "sister"],
  ["parents", "parent"],
  ["founders", "founder"],
  ["co-founders", "co-founder"],
  ["albums", "album"],
  ["symphonies", "symphony"],
  ["operas", "opera"],
  ["novels", "novel"],
  ["plays", "play"],
  ["books", "book"],
  ["episodes", "episode"],
  ["chapters", "chapter"],
  ["sequels", "sequel"],
  ["states", "state"],
  ["provinces", "province"],
  ["territories", "territory"],
  ["counties", "county"],
  ["regions", "region"],
  ["cantons", "canton"],
  ["prefectures", "prefecture"],
  ["boroughs", "borough"],
  ["emirates", "emirate"],
  ["kings", "king"],
  ["queens", "queen"],
  ["emperors", "emperor"],
  ["monarchs", "monarch"],
  ["popes", "pope"],
  ["disciples", "disciple"],
]);
