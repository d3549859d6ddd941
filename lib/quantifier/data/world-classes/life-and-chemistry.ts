import type { ClosedClass } from "../closed-class";

/**
 * Chemistry and biology's fixed sets (docs/classifier.md, Scope): groups of the periodic table, the genetic
 * code's letters and words, the ranks and top levels of classification, species counts the IUCN keeps.
 * "Amino acids" or "vitamins" alone are not here: hundreds of each exist outside the catalogued sets.
 */
export const LIFE_AND_CHEMISTRY_CLASSES: readonly ClosedClass[] = [
  {
    name: "halogens",
    size: 6,
    source: "IUPAC periodic table, group 17: F, Cl, Br, I, At, Ts",
    phrases: ["halogens", "halogen", "group 17 elements", "halogen elements"],
  },
  {
    name: "alkali metals",
    size: 6,
    source: "IUPAC periodic table, group 1 without hydrogen: Li, Na, K, Rb, Cs, Fr",
    phrases: ["alkali metals", "alkali metal", "group 1 elements"],
  },
  {
    name: "alkaline earth metals",
    size: 6,
    source: "IUPAC periodic table, group 2: Be, Mg, Ca, Sr, Ba, Ra",
    phrases: ["alkaline earth metals", "alkaline earth metal", "group 2 elements"],
  },
  { name: "lanthanides", size: 15, source: "IUPAC: lanthanum to lutetium", phrases: ["lanthanides", "lanthanide", "lanthanoids", "lanthanide series"] },
  { name: "actinides", size: 15, source: "IUPAC: actinium to lawrencium", phrases: ["actinides", "actinide", "actinoids", "actinide series"] },
  {
    name: "rare earth elements",
    size: 17,
    source: "IUPAC: scandium, yttrium and the 15 lanthanides",
    phrases: ["rare earth elements", "rare earth element", "rare earth metals", "rare earths"],
  },
  {
    name: "platinum group metals",
    size: 6,
    source: "IUPAC: Ru, Rh, Pd, Os, Ir, Pt",
    phrases: ["platinum group metals", "platinum group elements", "platinum group metal"],
  },
  {
    name: "groups of the periodic table",
    size: 18,
    source: "IUPAC periodic table, groups 1 to 18",
    phrases: ["groups of the periodic table", "groups in the periodic table", "periodic table groups"],
  },
  {
    name: "periods of the periodic table",
    size: 7,
    source: "IUPAC periodic table, periods 1 to 7",
    phrases: ["periods of the periodic table", "periods in the periodic table", "periodic table periods"],
  },
  {
    name: "blocks of the periodic table",
    size: 4,
    source: "IUPAC periodic table: s, p, d, f",
    phrases: ["blocks of the periodic table", "periodic table blocks"],
  },
  {
    name: "standard amino acids",
    size: 20,
    source: "IUPAC-IUBMB: the 20 amino acids of the standard genetic code",
    phrases: ["standard amino acids", "canonical amino acids", "amino acids of the genetic code", "20 amino acids", "twenty amino acids"],
  },
  {
    name: "proteinogenic amino acids",
    size: 22,
    source: "IUPAC-IUBMB: the 20 standard, selenocysteine and pyrrolysine",
    phrases: ["proteinogenic amino acids", "proteinogenic amino acid"],
  },
  {
    name: "essential amino acids",
    size: 9,
    source: "WHO/FAO: the 9 amino acids adults cannot make",
    phrases: ["essential amino acids", "essential amino acid"],
  },
  {
    name: "DNA bases",
    size: 4,
    source: "NHGRI: adenine, cytosine, guanine, thymine",
    phrases: [
      "dna bases",
      "dna base",
      "bases of dna",
      "bases in dna",
      "nucleobases of dna",
      "dna nucleotides",
      "nitrogenous bases of dna",
      "letters of the genetic code",
    ],
  },
  {
    name: "RNA bases",
    size: 4,
    source: "NHGRI: adenine, cytosine, guanine, uracil",
    phrases: ["rna bases", "rna base", "bases of rna", "bases in rna", "rna nucleotides"],
  },
  {
    name: "codons",
    size: 64,
    source: "the standard genetic code's 64 triplets (NCBI translation table 1)",
    phrases: ["codons", "codon table", "codons of the genetic code"],
  },
  { name: "stop codons", size: 3, source: "the standard genetic code: UAA, UAG, UGA", phrases: ["stop codons", "stop codon", "termination codons"] },
  {
    name: "domains of life",
    size: 3,
    source: "Woese, Kandler and Wheelis (1990): Bacteria, Archaea, Eukarya",
    phrases: ["domains of life", "three domains of life", "domains of living things", "biological domains"],
  },
  {
    name: "kingdoms of life",
    size: 6,
    source: "the six-kingdom system of US school biology: Animalia, Plantae, Fungi, Protista, Archaea, Bacteria",
    phrases: ["kingdoms of life", "kingdoms of living things", "biological kingdoms", "six kingdoms of life", "kingdoms of classification"],
  },
  {
    name: "taxonomic ranks",
    size: 8,
    source: "the ICZN and ICN principal ranks with domain: domain, kingdom, phylum, class, order, family, genus, species",
    phrases: ["taxonomic ranks", "taxonomic rank", "taxonomy ranks", "ranks of taxonomy", "levels of taxonomy", "taxonomic levels", "levels of classification"],
  },
  { name: "primary germ layers", size: 3, source: "embryology: ectoderm, mesoderm, endoderm", phrases: ["germ layers", "primary germ layers"] },
  {
    name: "essential vitamins",
    size: 13,
    source: "NIH Office of Dietary Supplements: A, C, D, E, K and eight B vitamins",
    phrases: ["essential vitamins", "13 vitamins", "thirteen vitamins"],
  },
  {
    name: "B vitamins",
    size: 8,
    source: "NIH Office of Dietary Supplements: B1, B2, B3, B5, B6, B7, B9, B12",
    phrases: ["b vitamins", "vitamin b complex", "b complex vitamins"],
  },
  { name: "fat-soluble vitamins", size: 4, source: "NIH Office of Dietary Supplements: A, D, E, K", phrases: ["fat soluble vitamins"] },
  { name: "water-soluble vitamins", size: 9, source: "NIH Office of Dietary Supplements: C and the eight B vitamins", phrases: ["water soluble vitamins"] },
  {
    name: "bear species",
    size: 8,
    source: "IUCN SSC Bear Specialist Group: the 8 living species",
    phrases: ["bear species", "species of bear", "species of bears"],
  },
  {
    name: "rhinoceros species",
    size: 5,
    source: "IUCN SSC African and Asian Rhino Specialist Groups: 5 living species",
    phrases: ["rhino species", "rhinoceros species", "species of rhino", "species of rhinos", "species of rhinoceros"],
  },
  {
    name: "elephant species",
    size: 3,
    source: "IUCN: African savanna, African forest and Asian elephants",
    phrases: ["elephant species", "species of elephant", "species of elephants"],
  },
  {
    name: "Panthera species",
    size: 5,
    source: "IUCN SSC Cat Specialist Group: lion, tiger, jaguar, leopard, snow leopard",
    phrases: ["panthera species", "species of panthera", "members of the genus panthera"],
  },
  {
    name: "Big Five game animals",
    size: 5,
    source: "the safari term: lion, leopard, rhinoceros, elephant, Cape buffalo",
    phrases: ["big five animals", "big five game animals", "african big five", "africa's big five", "big 5 animals"],
  },
];
