import type { ClosedClass } from "../closed-class";

/**
 * Music's fixed sets (docs/classifier.md, Scope): a band's line-up, a composer's numbered catalogue, the
 * notes, modes and sections theory names. A band's name alone is the band ("a song by Queen", "the Queen's
 * speech"): it is its members only with a head noun for them next to it or a few words before it.
 */
const BAND_HEADS = ["members", "member", "bandmates", "lineup", "musicians"];

// A band: its name, the lower-case names it goes by, its line-up count and which line-up that is.
const BANDS: readonly (readonly [name: string, phrases: readonly string[], size: number, lineup: string])[] = [
  ["Queen", ["queen"], 4, "1971-1991: Mercury, May, Taylor, Deacon"],
  ["Led Zeppelin", ["led zeppelin"], 4, "1968-1980: Plant, Page, Jones, Bonham"],
  ["Pink Floyd", ["pink floyd"], 5, "all five: Barrett, Waters, Gilmour, Wright, Mason"],
  ["Nirvana", ["nirvana"], 3, "1990-1994: Cobain, Novoselic, Grohl"],
  ["Fleetwood Mac", ["fleetwood mac"], 5, "the Rumours line-up (1977)"],
  ["BTS", ["bts", "bangtan boys"], 7, "since 2013: RM, Jin, Suga, J-Hope, Jimin, V, Jungkook"],
  ["Destiny's Child", ["destiny's child"], 3, "2000-2006: Beyoncé, Kelly Rowland, Michelle Williams"],
  ["One Direction", ["one direction"], 5, "2010-2015: Styles, Horan, Payne, Tomlinson, Malik"],
  ["Metallica", ["metallica"], 4, "since 2003: Hetfield, Ulrich, Hammett, Trujillo"],
  ["U2", ["u2"], 4, "since 1978: Bono, The Edge, Clayton, Mullen"],
  ["Radiohead", ["radiohead"], 5, "since 1991: Yorke, Greenwood, Greenwood, O'Brien, Selway"],
  ["Coldplay", ["coldplay"], 4, "since 1998: Martin, Buckland, Berryman, Champion"],
  ["Guns N' Roses", ["guns n roses", "guns and roses"], 5, "the Appetite for Destruction line-up (1987)"],
  ["Black Sabbath", ["black sabbath"], 4, "the original line-up: Osbourne, Iommi, Butler, Ward"],
  ["Red Hot Chili Peppers", ["red hot chili peppers"], 4, "since 2019: Kiedis, Flea, Smith, Frusciante"],
  ["the Beach Boys", ["beach boys"], 5, "the founding line-up (1961)"],
  ["Bee Gees", ["bee gees"], 3, "Barry, Robin and Maurice Gibb"],
  ["Backstreet Boys", ["backstreet boys"], 5, "since 1993: Carter, Dorough, Littrell, McLean, Richardson"],
  ["NSYNC", ["nsync", "n sync"], 5, "1995-2002: Timberlake, Chasez, Bass, Fatone, Kirkpatrick"],
  ["Blackpink", ["blackpink"], 4, "since 2016: Jisoo, Jennie, Rosé, Lisa"],
  ["Wu-Tang Clan", ["wu tang clan", "wu tang"], 9, "the founding nine (1992)"],
  ["Run-DMC", ["run dmc"], 3, "Run, DMC, Jam Master Jay"],
  ["Beastie Boys", ["beastie boys"], 3, "Mike D, Ad-Rock, MCA"],
  ["TLC", ["tlc"], 3, "T-Boz, Left Eye, Chilli"],
  ["Fugees", ["fugees"], 3, "Lauryn Hill, Wyclef Jean, Pras"],
  ["Traveling Wilburys", ["traveling wilburys", "travelling wilburys"], 5, "1988: Harrison, Dylan, Orbison, Lynne, Petty"],
];

export const MUSIC_CLASSES: readonly ClosedClass[] = [
  ...BANDS.map(([name, phrases, size, lineup]) => ({ name: `${name} members`, size, source: `the band's line-up, ${lineup}`, phrases, heads: BAND_HEADS })),
  { name: "the Monkees", size: 4, source: "the band's line-up, 1966-1968: Dolenz, Jones, Nesmith, Tork", phrases: ["monkees"] },
  { name: "the Three Tenors", size: 3, source: "Pavarotti, Domingo, Carreras (1990)", phrases: ["three tenors"] },
  {
    name: "notes of the chromatic scale",
    size: 12,
    source: "twelve-tone equal temperament: the 12 pitch classes",
    phrases: ["notes of the chromatic scale", "notes in the chromatic scale", "chromatic notes", "pitch classes", "notes in an octave"],
  },
  { name: "solfège syllables", size: 7, source: "do, re, mi, fa, sol, la, ti", phrases: ["solfege syllables", "solfege notes", "solfa syllables"] },
  {
    name: "musical modes",
    size: 7,
    source: "the diatonic modes: Ionian, Dorian, Phrygian, Lydian, Mixolydian, Aeolian, Locrian",
    phrases: ["musical modes", "diatonic modes", "modes of the major scale", "greek modes", "modes in music"],
  },
  {
    name: "sections of the orchestra",
    size: 4,
    source: "strings, woodwinds, brass, percussion",
    phrases: ["sections of the orchestra", "sections of an orchestra", "orchestra sections", "orchestral sections", "instrument families of the orchestra"],
  },
  {
    name: "piano keys",
    size: 88,
    source: "the modern standard piano: 52 white, 36 black",
    phrases: ["piano keys", "keys on a piano", "keys of a piano", "keys on the piano"],
  },
  {
    name: "guitar strings",
    size: 6,
    source: "the standard six-string guitar, E A D G B E",
    phrases: ["strings on a guitar", "strings of a guitar", "strings on the guitar"],
  },
  {
    name: "Beethoven's symphonies",
    size: 9,
    source: "Beethoven's nine numbered symphonies (1800-1824)",
    phrases: ["beethoven symphonies", "beethoven's symphonies", "symphonies of beethoven", "beethoven's nine symphonies"],
  },
  {
    name: "Beethoven's piano sonatas",
    size: 32,
    source: "the 32 numbered sonatas (1795-1822)",
    phrases: ["beethoven piano sonatas", "beethoven's piano sonatas", "piano sonatas of beethoven"],
  },
  {
    name: "Beethoven's piano concertos",
    size: 5,
    source: "the five numbered concertos",
    phrases: ["beethoven piano concertos", "beethoven's piano concertos", "piano concertos of beethoven"],
  },
  {
    name: "Brahms's symphonies",
    size: 4,
    source: "the four symphonies (1876-1885)",
    phrases: ["brahms symphonies", "brahms's symphonies", "symphonies of brahms"],
  },
  { name: "Brandenburg Concertos", size: 6, source: "Bach, BWV 1046-1051 (1721)", phrases: ["brandenburg concertos", "brandenburg concerto"] },
  {
    name: "Ring cycle operas",
    size: 4,
    source: "Wagner, Der Ring des Nibelungen: Das Rheingold, Die Walküre, Siegfried, Götterdämmerung",
    phrases: ["ring cycle", "ring cycle operas", "operas of the ring cycle", "ring des nibelungen"],
  },
  {
    name: "Gilbert and Sullivan operas",
    size: 14,
    source: "the Savoy operas, Thespis (1871) to The Grand Duke (1896)",
    phrases: ["gilbert and sullivan operas", "savoy operas"],
  },
  { name: "EGOT awards", size: 4, source: "Emmy, Grammy, Oscar, Tony", phrases: ["egot", "egot awards"] },
];
