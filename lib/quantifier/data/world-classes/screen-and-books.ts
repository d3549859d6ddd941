import type { ClosedClass } from "../closed-class";

/**
 * Fiction's fixed sets (docs/classifier.md, Scope): a series' books, films or seasons, and a story's named
 * groups. Counts as of 2026, the last title named. A studio's name alone is the studio: "Pixar films" name a
 * kind of work and stay open (its shorts run to dozens); "Pixar feature films" are the catalogue pixar.com keeps.
 */
const CHARACTER_HEADS = ["characters", "character", "members", "member", "cast", "heroes"];
const FELLOWSHIP_HEADS = ["members", "member", "companions", "walkers", "heroes", "characters"];

// A show's seasons: its name, its title as typed after "seasons of", the words before "seasons", the count, the last year.
const SEASONS: readonly (readonly [name: string, title: string, short: string, size: number, last: number])[] = [
  ["Game of Thrones", "game of thrones", "game of thrones", 8, 2019],
  ["Friends", "friends", "friends", 10, 2004],
  ["Seinfeld", "seinfeld", "seinfeld", 9, 1998],
  ["Breaking Bad", "breaking bad", "breaking bad", 5, 2013],
  ["The Sopranos", "the sopranos", "sopranos", 6, 2007],
  ["The Wire", "the wire", "wire", 5, 2008],
  ["Mad Men", "mad men", "mad men", 7, 2015],
  ["Stranger Things", "stranger things", "stranger things", 5, 2025],
];

// The Marvel Cinematic Universe's first three phases, closed since 2019.
const MCU_PHASES: readonly (readonly [phase: string, size: number, span: string])[] = [
  ["one", 6, "Iron Man (2008) to The Avengers (2012)"],
  ["two", 6, "Iron Man 3 (2013) to Ant-Man (2015)"],
  ["three", 11, "Captain America: Civil War (2016) to Spider-Man: Far From Home (2019)"],
];

export const SCREEN_AND_BOOK_CLASSES: readonly ClosedClass[] = [
  {
    name: "Hogwarts houses",
    size: 4,
    source: "J.K. Rowling, Harry Potter and the Philosopher's Stone (1997): Gryffindor, Hufflepuff, Ravenclaw, Slytherin",
    phrases: [
      "hogwarts houses",
      "hogwarts house",
      "houses of hogwarts",
      "houses at hogwarts",
      "houses in hogwarts",
      "four houses of hogwarts",
      "harry potter houses",
    ],
  },
  {
    name: "founders of Hogwarts",
    size: 4,
    source: "J.K. Rowling: Gryffindor, Hufflepuff, Ravenclaw, Slytherin",
    phrases: ["founders of hogwarts", "hogwarts founders"],
  },
  {
    name: "Harry Potter films",
    size: 8,
    source: "Warner Bros., Philosopher's Stone (2001) to Deathly Hallows Part 2 (2011)",
    phrases: ["harry potter films", "harry potter film", "harry potter movies", "harry potter movie"],
  },
  { name: "Fantastic Beasts films", size: 3, source: "Warner Bros. (2016-2022)", phrases: ["fantastic beasts films", "fantastic beasts movies"] },
  {
    name: "Horcruxes",
    size: 7,
    source: "J.K. Rowling, Half-Blood Prince: the seven Voldemort made on purpose",
    phrases: ["horcruxes", "voldemort's horcruxes"],
  },
  {
    name: "Weasley children",
    size: 7,
    source: "J.K. Rowling: Bill, Charlie, Percy, Fred, George, Ron, Ginny",
    phrases: ["weasley children", "weasley siblings", "weasley kids"],
  },
  { name: "The Hobbit films", size: 3, source: "Peter Jackson's trilogy (2012-2014)", phrases: ["hobbit films", "hobbit movies", "hobbit trilogy"] },
  {
    name: "Fellowship of the Ring",
    size: 9,
    source: "Tolkien, The Fellowship of the Ring: the Nine Walkers",
    phrases: ["fellowship of the ring"],
    heads: FELLOWSHIP_HEADS,
  },
  {
    name: "Chronicles of Narnia books",
    size: 7,
    source: "C.S. Lewis (1950-1956)",
    phrases: ["chronicles of narnia", "narnia books", "narnia book", "narnia novels", "narnia series"],
  },
  {
    name: "A Song of Ice and Fire novels",
    size: 5,
    source: "George R.R. Martin, A Game of Thrones (1996) to A Dance with Dragons (2011)",
    phrases: ["song of ice and fire books", "song of ice and fire novels", "game of thrones books", "game of thrones novels"],
  },
  ...SEASONS.map(([show, title, short, size, last]) => ({
    name: `${show} seasons`,
    size,
    source: `the series' ${size} seasons, the last in ${last}`,
    phrases: [`${short} seasons`, `seasons of ${title}`],
  })),
  {
    name: "main characters of Friends",
    size: 6,
    source: "NBC's Friends (1994-2004): Rachel, Monica, Phoebe, Joey, Chandler, Ross",
    phrases: ["main characters of friends", "main characters in friends", "friends main characters"],
  },
  {
    name: "main characters of Seinfeld",
    size: 4,
    source: "NBC's Seinfeld (1989-1998): Jerry, George, Elaine, Kramer",
    phrases: ["main characters of seinfeld", "main characters in seinfeld", "seinfeld main characters"],
  },
  { name: "Simpson family", size: 5, source: "Fox's The Simpsons: Homer, Marge, Bart, Lisa, Maggie", phrases: ["simpson family", "simpsons family"] },
  {
    name: "Golden Girls",
    size: 4,
    source: "NBC's The Golden Girls (1985-1992): Dorothy, Rose, Blanche, Sophia",
    phrases: ["golden girls"],
    heads: CHARACTER_HEADS,
  },
  { name: "Teletubbies", size: 4, source: "BBC's Teletubbies: Tinky Winky, Dipsy, Laa-Laa, Po", phrases: ["teletubbies"] },
  {
    name: "original Power Rangers",
    size: 5,
    source: "Mighty Morphin Power Rangers (1993), the first five",
    phrases: ["original power rangers", "original mighty morphin power rangers"],
  },
  { name: "original Ghostbusters", size: 4, source: "Ghostbusters (1984): Venkman, Stantz, Spengler, Zeddemore", phrases: ["original ghostbusters"] },
  {
    name: "Mystery Inc.",
    size: 5,
    source: "Scooby-Doo, Where Are You! (1969): Fred, Daphne, Velma, Shaggy, Scooby-Doo",
    phrases: ["mystery inc", "mystery incorporated", "scooby doo gang"],
  },
  {
    name: "Infinity Stones",
    size: 6,
    source: "Marvel Studios: Space, Mind, Reality, Power, Time, Soul",
    phrases: ["infinity stones", "infinity stone", "infinity gems"],
  },
  {
    name: "Marvel Cinematic Universe films",
    size: 38,
    source: "marvel.com: Iron Man (2008) to Spider-Man: Brand New Day (July 2026)",
    phrases: ["mcu films", "mcu film", "mcu movies", "mcu movie", "marvel cinematic universe films", "marvel cinematic universe movies"],
  },
  {
    name: "Infinity Saga films",
    size: 23,
    source: "Marvel Studios, Phases One to Three: Iron Man (2008) to Spider-Man: Far From Home (2019)",
    phrases: ["infinity saga", "infinity saga films", "infinity saga movies"],
  },
  ...MCU_PHASES.map(([phase, size, span]) => ({
    name: `MCU Phase ${phase}`,
    size,
    source: `Marvel Studios: ${span}`,
    phrases: [`mcu phase ${phase}`, `phase ${phase} of the mcu`, `phase ${phase} films`],
  })),
  { name: "Avengers films", size: 4, source: "Marvel Studios: The Avengers (2012) to Endgame (2019)", phrases: ["avengers films", "avengers movies"] },
  {
    name: "original Avengers",
    size: 6,
    source: "The Avengers (2012): Iron Man, Captain America, Thor, Hulk, Black Widow, Hawkeye",
    phrases: ["original avengers", "original six avengers", "founding avengers"],
  },
  {
    name: "Fantastic Four",
    size: 4,
    source: "Marvel Comics (1961): Mister Fantastic, Invisible Woman, Human Torch, Thing",
    phrases: ["fantastic four"],
    heads: CHARACTER_HEADS,
  },
  {
    name: "founding Justice League members",
    size: 7,
    source: "DC Comics (1960): Superman, Batman, Wonder Woman, Flash, Green Lantern, Aquaman, Martian Manhunter",
    phrases: ["founding members of the justice league", "original justice league", "founding justice league members"],
  },
  {
    name: "Star Wars prequel trilogy",
    size: 3,
    source: "Lucasfilm, Episodes I to III (1999-2005)",
    phrases: ["star wars prequels", "star wars prequel trilogy"],
  },
  {
    name: "Star Wars original trilogy",
    size: 3,
    source: "Lucasfilm, Episodes IV to VI (1977-1983)",
    phrases: ["star wars original trilogy", "original star wars trilogy", "original star wars films", "original star wars movies"],
  },
  {
    name: "Indiana Jones films",
    size: 5,
    source: "Lucasfilm, Raiders of the Lost Ark (1981) to Dial of Destiny (2023)",
    phrases: ["indiana jones films", "indiana jones movies"],
  },
  { name: "The Godfather films", size: 3, source: "Paramount (1972-1990)", phrases: ["godfather films", "godfather movies", "godfather trilogy"] },
  {
    name: "Back to the Future films",
    size: 3,
    source: "Universal (1985-1990)",
    phrases: ["back to the future films", "back to the future movies", "back to the future trilogy"],
  },
  { name: "The Matrix films", size: 4, source: "Warner Bros., The Matrix (1999) to Resurrections (2021)", phrases: ["matrix films", "matrix movies"] },
  { name: "Shrek films", size: 4, source: "DreamWorks, Shrek (2001) to Shrek Forever After (2010)", phrases: ["shrek films", "shrek movies"] },
  {
    name: "Twilight films",
    size: 5,
    source: "Summit Entertainment's Twilight Saga (2008-2012)",
    phrases: ["twilight films", "twilight movies", "twilight saga films", "twilight saga movies"],
  },
  {
    name: "Pixar feature films",
    size: 31,
    source: "pixar.com feature films: Toy Story (1995) to Toy Story 5 (June 2026)",
    phrases: ["pixar feature films", "pixar feature film", "pixar features", "pixar's feature films", "feature films by pixar", "pixar feature length films"],
  },
  {
    name: "Disney Princesses",
    size: 13,
    source: "Disney Princess line-up: Snow White (1937) to Raya (2021)",
    phrases: ["disney princesses", "official disney princesses", "disney princess lineup"],
  },
  {
    name: "Santa's reindeer",
    size: 9,
    source: "A Visit from St. Nicholas (1823) and Rudolph (1939)",
    phrases: ["santa's reindeer", "santa's reindeers", "reindeer of santa claus"],
  },
];
