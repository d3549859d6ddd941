import type { ClosedClass } from "../closed-class";

/**
 * Offices counted by their holders, dynasties and crews (docs/classifier.md, Scope): sizes as of 2026 where
 * they grow, with the last holder the count includes. "Roman emperors" or "English monarchs" are not here:
 * where the list starts and who counts is disputed ("Name a number of Roman emperors" stays unbounded), and
 * "popes" alone is not either ("Name the last four popes" is labelled unknown in the dev set).
 */
export const RULERS_AND_OFFICES_CLASSES: readonly ClosedClass[] = [
  {
    name: "US vice presidents",
    size: 50,
    source: "senate.gov: JD Vance, the 50th (2025)",
    phrases: ["us vice presidents", "vice presidents of the united states", "vice presidents of the us", "american vice presidents"],
  },
  {
    name: "UK prime ministers",
    size: 58,
    source: "gov.uk, past prime ministers: Keir Starmer, the 58th (July 2024)",
    phrases: [
      "uk prime ministers",
      "british prime ministers",
      "prime ministers of the uk",
      "prime ministers of the united kingdom",
      "prime ministers of britain",
    ],
  },
  {
    name: "Canadian prime ministers",
    size: 24,
    source: "Library of Parliament: Mark Carney, the 24th (March 2025)",
    phrases: ["canadian prime ministers", "prime ministers of canada"],
  },
  {
    name: "Australian prime ministers",
    size: 31,
    source: "National Archives of Australia: Anthony Albanese, the 31st (2022)",
    phrases: ["australian prime ministers", "prime ministers of australia"],
  },
  {
    name: "popes",
    size: 267,
    source: "the Vatican's Annuario Pontificio: Leo XIV, the 267th (May 2025)",
    phrases: ["popes of the catholic church", "roman catholic popes", "catholic popes", "list of popes"],
  },
  {
    name: "emperors of Japan",
    size: 126,
    source: "Imperial Household Agency: Naruhito, the 126th (2019)",
    phrases: ["emperors of japan", "japanese emperors"],
  },
  {
    name: "British monarchs",
    size: 13,
    source: "royal.uk: Anne (1707) to Charles III",
    phrases: ["british monarchs", "monarchs of great britain", "british kings and queens", "kings and queens of great britain"],
  },
  {
    name: "Tudor monarchs",
    size: 5,
    source: "royal.uk: Henry VII, Henry VIII, Edward VI, Mary I, Elizabeth I",
    phrases: ["tudor monarchs", "tudor monarch", "tudor kings and queens", "tudor sovereigns", "tudor rulers", "monarchs of the tudor dynasty"],
  },
  {
    name: "Hanoverian monarchs",
    size: 6,
    source: "royal.uk: George I to Victoria",
    phrases: ["hanoverian monarchs", "hanoverian kings and queens", "monarchs of the house of hanover"],
  },
  {
    name: "House of Windsor monarchs",
    size: 5,
    source: "royal.uk: George V, Edward VIII, George VI, Elizabeth II, Charles III",
    phrases: ["windsor monarchs", "monarchs of the house of windsor", "house of windsor monarchs"],
  },
  {
    name: "Julio-Claudian emperors",
    size: 5,
    source: "Suetonius: Augustus, Tiberius, Caligula, Claudius, Nero",
    phrases: ["julio claudian emperors", "julio claudian dynasty", "julio claudians"],
  },
  {
    name: "Five Good Emperors",
    size: 5,
    source: "Machiavelli's term: Nerva, Trajan, Hadrian, Antoninus Pius, Marcus Aurelius",
    phrases: ["five good emperors"],
  },
  { name: "Year of the Four Emperors", size: 4, source: "AD 69: Galba, Otho, Vitellius, Vespasian", phrases: ["year of the four emperors"] },
  {
    name: "presidents of the Fifth Republic",
    size: 8,
    source: "elysee.fr: de Gaulle to Macron (interim presidents aside)",
    phrases: ["presidents of the fifth republic", "fifth republic presidents"],
  },
  {
    name: "Mount Rushmore presidents",
    size: 4,
    source: "National Park Service: Washington, Jefferson, Theodore Roosevelt, Lincoln",
    phrases: ["presidents on mount rushmore", "faces on mount rushmore", "mount rushmore presidents"],
  },
  {
    name: "moonwalkers",
    size: 12,
    source: "NASA: the twelve Apollo astronauts who walked on the Moon (1969-1972), none since as of 2026",
    phrases: [
      "moonwalkers",
      "people who walked on the moon",
      "people who have walked on the moon",
      "men who walked on the moon",
      "astronauts who walked on the moon",
    ],
  },
  {
    name: "Apollo Moon landings",
    size: 6,
    source: "NASA: Apollo 11, 12, 14, 15, 16, 17",
    phrases: ["apollo moon landings", "apollo landings", "crewed moon landings"],
  },
  { name: "crewed Apollo missions", size: 11, source: "NASA: Apollo 7 to 17", phrases: ["crewed apollo missions", "manned apollo missions"] },
  { name: "Mercury Seven", size: 7, source: "NASA: the astronauts chosen in 1959", phrases: ["mercury seven", "mercury 7", "original seven astronauts"] },
  {
    name: "Space Shuttle orbiters",
    size: 5,
    source: "NASA: Columbia, Challenger, Discovery, Atlantis, Endeavour (Enterprise never flew in space)",
    phrases: ["space shuttle orbiters", "space shuttles", "shuttle orbiters"],
  },
];
