import type { ClosedClass } from "../closed-class";

/**
 * Games' fixed sets (docs/classifier.md, Scope): the pieces, cards and spaces a game's rules or its maker
 * fix, and the catalogues its fans keep (Bulbapedia for Pokemon). "A deck of cards" or "playing cards" alone
 * are the object, not its 52 cards ("games to play with a deck of cards"), so the phrases name the members.
 */
export const GAMES_AND_PLAY_CLASSES: readonly ClosedClass[] = [
  {
    name: "Pokemon types",
    size: 18,
    source: "Bulbapedia: the 18 types since Generation VI (Fairy, 2013)",
    phrases: ["pokemon types", "pokemon type", "types of pokemon", "pokemon typings"],
  },
  {
    name: "original 151 Pokemon",
    size: 151,
    source: "Bulbapedia: Generation I, Bulbasaur to Mew (1996)",
    phrases: [
      "original 151",
      "original 151 pokemon",
      "gen 1 pokemon",
      "gen i pokemon",
      "generation 1 pokemon",
      "generation one pokemon",
      "first generation pokemon",
      "kanto pokemon",
    ],
  },
  {
    name: "Kanto starter Pokemon",
    size: 3,
    source: "Bulbapedia: Bulbasaur, Charmander, Squirtle",
    phrases: ["kanto starters", "gen 1 starters", "generation 1 starters", "original starter pokemon", "first generation starters"],
  },
  {
    name: "Eeveelutions",
    size: 8,
    source: "Bulbapedia: Vaporeon, Jolteon, Flareon, Espeon, Umbreon, Leafeon, Glaceon, Sylveon",
    phrases: ["eeveelutions", "eeveelution", "eevee evolutions", "evolutions of eevee"],
  },
  { name: "legendary birds", size: 3, source: "Bulbapedia: Articuno, Zapdos, Moltres", phrases: ["legendary birds", "legendary bird trio"] },
  {
    name: "tarot cards",
    size: 78,
    source: "the Rider-Waite-Smith deck: 22 major and 56 minor arcana",
    phrases: ["tarot cards", "cards in a tarot deck", "tarot deck"],
  },
  {
    name: "major arcana",
    size: 22,
    source: "the Rider-Waite-Smith deck: The Fool to The World",
    phrases: ["major arcana", "major arcana cards", "tarot major arcana"],
  },
  { name: "minor arcana", size: 56, source: "the Rider-Waite-Smith deck: four suits of 14", phrases: ["minor arcana", "minor arcana cards"] },
  {
    name: "tarot suits",
    size: 4,
    source: "the Rider-Waite-Smith deck: wands, cups, swords, pentacles",
    phrases: ["tarot suits", "suits of the tarot", "suits in tarot"],
  },
  {
    name: "cards in a standard deck",
    size: 52,
    source: "the French-suited 52-card deck (jokers aside)",
    phrases: ["cards in a deck", "cards in a standard deck", "cards in a deck of cards", "cards in a pack"],
  },
  {
    name: "playing card suits",
    size: 4,
    source: "the French-suited deck: clubs, diamonds, hearts, spades",
    phrases: ["card suits", "playing card suits", "suits of cards", "suits in a deck", "suits in a deck of cards", "suits of playing cards", "suits in cards"],
  },
  { name: "face cards", size: 12, source: "the French-suited deck: jack, queen, king of each suit", phrases: ["face cards", "face card"] },
  {
    name: "poker hand rankings",
    size: 10,
    source: "the standard ranking, royal flush to high card",
    phrases: ["poker hands", "poker hand rankings", "poker hand ranks", "hand rankings in poker", "ranks of poker hands"],
  },
  {
    name: "squares of a chessboard",
    size: 64,
    source: "FIDE Laws of Chess, article 2.1",
    phrases: ["squares on a chessboard", "squares of a chessboard", "chessboard squares", "squares on a chess board", "squares on the chessboard"],
  },
  {
    name: "Monopoly properties",
    size: 28,
    source: "Hasbro, the US standard board: 22 streets, 4 railroads, 2 utilities",
    phrases: ["monopoly properties", "monopoly property", "properties in monopoly", "properties on the monopoly board", "properties on a monopoly board"],
  },
  {
    name: "Monopoly board spaces",
    size: 40,
    source: "Hasbro, the standard board",
    phrases: ["spaces on a monopoly board", "spaces on the monopoly board", "monopoly board spaces", "monopoly spaces"],
  },
  {
    name: "Cluedo suspects",
    size: 6,
    source: "Waddingtons' Cluedo (1949): Scarlet, Mustard, White, Green, Peacock, Plum",
    phrases: ["cluedo suspects", "cluedo characters", "suspects in cluedo", "suspects in clue", "clue suspects"],
  },
  {
    name: "Cluedo weapons",
    size: 6,
    source: "Waddingtons' Cluedo: candlestick, dagger, lead pipe, revolver, rope, spanner",
    phrases: ["cluedo weapons", "weapons in cluedo", "weapons in clue", "clue weapons"],
  },
  {
    name: "Cluedo rooms",
    size: 9,
    source: "Waddingtons' Cluedo: the nine rooms of Tudor Mansion",
    phrases: ["cluedo rooms", "rooms in cluedo", "rooms in clue", "clue rooms"],
  },
  {
    name: "Scrabble tiles",
    size: 100,
    source: "Hasbro/Mattel, the English-language set",
    phrases: ["scrabble tiles", "tiles in scrabble", "scrabble letter tiles"],
  },
  {
    name: "mahjong tiles",
    size: 144,
    source: "the Chinese set with flowers and seasons",
    phrases: ["mahjong tiles", "tiles in mahjong", "tiles in a mahjong set"],
  },
  {
    name: "double-six dominoes",
    size: 28,
    source: "the standard double-six set",
    phrases: ["double six dominoes", "dominoes in a set", "tiles in a domino set", "dominoes in a double six set"],
  },
  {
    name: "tetrominoes",
    size: 7,
    source: "The Tetris Company guideline: I, O, T, S, Z, J, L",
    phrases: ["tetrominoes", "tetrominos", "tetris pieces", "tetris blocks", "tetris shapes"],
  },
  {
    name: "Pac-Man ghosts",
    size: 4,
    source: "Namco's Pac-Man (1980): Blinky, Pinky, Inky, Clyde",
    phrases: ["pac man ghosts", "ghosts in pac man", "ghosts of pac man", "pacman ghosts"],
  },
  {
    name: "colors of Magic: The Gathering",
    size: 5,
    source: "Wizards of the Coast: white, blue, black, red, green",
    phrases: ["mtg colors", "mtg colours", "colors of mana", "colours of mana", "magic the gathering colors", "magic the gathering colours"],
  },
];
