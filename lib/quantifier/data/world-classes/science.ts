import type { ClosedClass } from "../closed-class";

/**
 * Physics', astronomy's, earth science's and mathematics' fixed sets (docs/classifier.md, Scope), each as the
 * body or the textbook that fixes it counts it. "Moons", "particles" or "clouds" alone are open; the phrases
 * name the catalogued set ("Galilean moons", "Standard Model particles", "cloud genera").
 */
const SCALE_HEADS = ["levels", "level", "grades", "grade", "categories", "category", "minerals", "mineral", "numbers", "forces", "steps", "points"];

export const SCIENCE_CLASSES: readonly ClosedClass[] = [
  {
    name: "SI base units",
    size: 7,
    source: "BIPM, the SI Brochure (2019): s, m, kg, A, K, mol, cd",
    phrases: ["si base units", "si base unit", "base si units", "base units of the si"],
  },
  { name: "SI prefixes", size: 24, source: "BIPM: quecto to quetta since 2022", phrases: ["si prefixes", "si prefix", "metric prefixes"] },
  {
    name: "fundamental forces",
    size: 4,
    source: "CERN: gravity, electromagnetism, the strong and the weak interaction",
    phrases: ["fundamental forces", "fundamental force", "fundamental interactions", "four forces of nature", "fundamental forces of nature"],
  },
  {
    name: "states of matter",
    size: 4,
    source: "Britannica: solid, liquid, gas, plasma",
    phrases: ["states of matter", "state of matter", "phases of matter", "fundamental states of matter"],
  },
  {
    name: "layers of the atmosphere",
    size: 5,
    source: "NOAA: troposphere, stratosphere, mesosphere, thermosphere, exosphere",
    phrases: ["layers of the atmosphere", "atmospheric layers", "layers of earth's atmosphere", "layers of the earth's atmosphere", "layers of our atmosphere"],
  },
  {
    name: "layers of the Earth",
    size: 4,
    source: "USGS: crust, mantle, outer core, inner core",
    phrases: ["layers of the earth", "layers of earth", "earth's layers", "layers of the planet earth", "layers of our planet"],
  },
  {
    name: "dwarf planets",
    size: 5,
    source: "IAU: Ceres, Pluto, Haumea, Makemake, Eris",
    phrases: ["dwarf planets", "dwarf planet", "dwarf planets of the solar system"],
  },
  { name: "Galilean moons", size: 4, source: "NASA: Io, Europa, Ganymede, Callisto", phrases: ["galilean moons", "galilean moon", "galilean satellites"] },
  { name: "moons of Mars", size: 2, source: "NASA: Phobos and Deimos", phrases: ["moons of mars", "martian moons", "mars's moons", "mars moons"] },
  {
    name: "inner planets",
    size: 4,
    source: "NASA: Mercury, Venus, Earth, Mars",
    phrases: ["inner planets", "inner planet", "terrestrial planets of the solar system"],
  },
  {
    name: "outer planets",
    size: 4,
    source: "NASA: Jupiter, Saturn, Uranus, Neptune",
    phrases: ["outer planets", "outer planet", "giant planets of the solar system"],
  },
  {
    name: "colours of the rainbow",
    size: 7,
    source: "Newton's Opticks (1704): red, orange, yellow, green, blue, indigo, violet",
    phrases: [
      "colours of the rainbow",
      "colors of the rainbow",
      "rainbow colours",
      "rainbow colors",
      "colours in a rainbow",
      "colors in a rainbow",
      "colors in the rainbow",
    ],
  },
  {
    name: "secondary colours",
    size: 3,
    source: "the RYB colour model: orange, green, purple",
    phrases: ["secondary colours", "secondary colors", "secondary colour", "secondary color"],
  },
  { name: "tertiary colours", size: 6, source: "the RYB colour wheel", phrases: ["tertiary colours", "tertiary colors", "tertiary colour", "tertiary color"] },
  {
    name: "Maslow's hierarchy of needs",
    size: 5,
    source: "Maslow, A Theory of Human Motivation (1943): physiological, safety, love, esteem, self-actualization",
    phrases: [
      "maslow's hierarchy",
      "maslow's hierarchy of needs",
      "maslows hierarchy",
      "maslow hierarchy",
      "hierarchy of needs",
      "levels of maslow's hierarchy",
    ],
  },
  {
    name: "Platonic solids",
    size: 5,
    source: "Euclid, Elements XIII: tetrahedron, cube, octahedron, dodecahedron, icosahedron",
    phrases: ["platonic solids", "platonic solid", "regular polyhedra", "regular convex polyhedra"],
  },
  { name: "Archimedean solids", size: 13, source: "Kepler, Harmonices Mundi (1619)", phrases: ["archimedean solids", "archimedean solid"] },
  {
    name: "Millennium Prize Problems",
    size: 7,
    source: "Clay Mathematics Institute (2000), the Poincaré conjecture solved",
    phrases: ["millennium prize problems", "millennium problems", "millennium prize problem"],
  },
  {
    name: "Hilbert's problems",
    size: 23,
    source: "Hilbert's address to the 1900 International Congress of Mathematicians",
    phrases: ["hilbert's problems", "hilbert problems", "hilbert's 23 problems"],
  },
  {
    name: "Kepler's laws",
    size: 3,
    source: "Kepler, Astronomia Nova (1609) and Harmonices Mundi (1619)",
    phrases: ["kepler's laws", "keplers laws", "laws of planetary motion"],
  },
  {
    name: "Newton's laws of motion",
    size: 3,
    source: "Newton, Principia (1687)",
    phrases: ["newton's laws", "newtons laws", "newton's laws of motion", "laws of motion"],
  },
  {
    name: "laws of thermodynamics",
    size: 4,
    source: "the zeroth to the third law",
    phrases: ["laws of thermodynamics", "thermodynamic laws", "law of thermodynamics"],
  },
  {
    name: "Maxwell's equations",
    size: 4,
    source: "Maxwell (1865), in Heaviside's four-equation form",
    phrases: ["maxwell's equations", "maxwell equations", "maxwells equations"],
  },
  {
    name: "Standard Model particles",
    size: 17,
    source: "CERN: 12 fermions, 4 gauge bosons and the Higgs boson",
    phrases: ["standard model particles", "particles of the standard model", "particles in the standard model", "elementary particles of the standard model"],
  },
  {
    name: "quarks",
    size: 6,
    source: "the Standard Model's six flavours: up, down, charm, strange, top, bottom",
    phrases: ["quarks", "quark flavours", "quark flavors", "flavours of quark", "flavors of quarks"],
  },
  { name: "leptons", size: 6, source: "the Standard Model: electron, muon, tau and their neutrinos", phrases: ["leptons"] },
  {
    name: "regions of the electromagnetic spectrum",
    size: 7,
    source: "NASA: radio, microwave, infrared, visible, ultraviolet, X-ray, gamma ray",
    phrases: ["regions of the electromagnetic spectrum", "parts of the electromagnetic spectrum", "bands of the electromagnetic spectrum"],
  },
  {
    name: "Mohs scale",
    size: 10,
    source: "Mohs (1812): talc to diamond",
    phrases: ["mohs scale", "mohs hardness scale", "mohs scale of hardness"],
    heads: SCALE_HEADS,
  },
  {
    name: "Beaufort scale",
    size: 13,
    source: "the Met Office: force 0 (calm) to 12 (hurricane)",
    phrases: ["beaufort scale", "beaufort wind scale"],
    heads: SCALE_HEADS,
  },
  {
    name: "Saffir-Simpson categories",
    size: 5,
    source: "NOAA National Hurricane Center: categories 1 to 5",
    phrases: ["saffir simpson categories", "hurricane categories", "categories of hurricane", "categories of hurricanes", "saffir simpson scale categories"],
  },
  {
    name: "cloud genera",
    size: 10,
    source: "WMO International Cloud Atlas: the ten genera",
    phrases: ["cloud genera", "genera of clouds", "cloud genus"],
  },
  {
    name: "major tectonic plates",
    size: 7,
    source: "USGS: the seven major plates",
    phrases: ["major tectonic plates", "major plates of the earth", "main tectonic plates"],
  },
  {
    name: "geologic eons",
    size: 4,
    source: "ICS chart: Hadean, Archean, Proterozoic, Phanerozoic",
    phrases: ["geologic eons", "geological eons", "eons of earth's history", "eons of geologic time"],
  },
  {
    name: "Phanerozoic eras",
    size: 3,
    source: "ICS chart: Paleozoic, Mesozoic, Cenozoic",
    phrases: ["phanerozoic eras", "eras of the phanerozoic", "geologic eras", "geological eras"],
  },
  {
    name: "big five mass extinctions",
    size: 5,
    source: "Raup and Sepkoski (1982): end-Ordovician to end-Cretaceous",
    phrases: ["big five mass extinctions", "five mass extinctions", "big five extinctions"],
  },
  {
    name: "simple machines",
    size: 6,
    source: "the Renaissance six: lever, wheel and axle, pulley, inclined plane, wedge, screw",
    phrases: ["simple machines", "simple machine"],
  },
  { name: "conic sections", size: 4, source: "Apollonius: circle, ellipse, parabola, hyperbola", phrases: ["conic sections", "conic section", "conics"] },
  { name: "crystal systems", size: 7, source: "International Tables for Crystallography", phrases: ["crystal systems", "crystal system"] },
  { name: "Bravais lattices", size: 14, source: "Bravais (1850): the 14 three-dimensional lattices", phrases: ["bravais lattices", "bravais lattice"] },
  {
    name: "wallpaper groups",
    size: 17,
    source: "Fedorov (1891): the 17 plane symmetry groups",
    phrases: ["wallpaper groups", "wallpaper group", "plane symmetry groups"],
  },
];
