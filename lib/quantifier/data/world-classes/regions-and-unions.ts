import { MEMBER_HEADS } from "../closed-classes-named";
import type { ClosedClass } from "../closed-class";

/**
 * The sovereign states of a region that the UN geoscheme or the region's own body fixes, unions and groups by
 * their member lists (membership as of 2026), and a country's territories (docs/classifier.md, Scope). A region
 * whose borders are disputed ("Balkan states", "European countries") is not here.
 */
export const REGIONS_AND_UNIONS_CLASSES: readonly ClosedClass[] = [
  {
    name: "Central American countries",
    size: 7,
    source: "Britannica: Belize, Costa Rica, El Salvador, Guatemala, Honduras, Nicaragua, Panama",
    phrases: ["central american countries", "central american country", "central american nations", "central american states"],
  },
  {
    name: "South American countries",
    size: 12,
    source: "UN geoscheme: the 12 sovereign states of South America",
    phrases: ["south american countries", "south american country", "south american nations"],
  },
  {
    name: "African countries",
    size: 54,
    source: "the UN's 54 member states in Africa",
    phrases: ["african countries", "african country", "african nations", "african nation"],
  },
  {
    name: "Central Asian countries",
    size: 5,
    source: "UN geoscheme: Kazakhstan, Kyrgyzstan, Tajikistan, Turkmenistan, Uzbekistan",
    phrases: ["central asian countries", "central asian republics", "central asian states", "countries of central asia"],
  },
  {
    name: "Commonwealth of Nations",
    size: 56,
    source: "thecommonwealth.org: 56 member countries since Gabon and Togo joined (2022)",
    phrases: ["commonwealth of nations", "commonwealth countries", "commonwealth nations", "commonwealth members", "commonwealth member states"],
  },
  {
    name: "Commonwealth realms",
    size: 15,
    source: "royal.uk: the 15 realms of which Charles III is king",
    phrases: ["commonwealth realms", "commonwealth realm"],
  },
  { name: "African Union", size: 55, source: "au.int: 55 member states", phrases: ["african union"], heads: MEMBER_HEADS },
  { name: "Arab League", size: 22, source: "League of Arab States: 22 members", phrases: ["arab league", "league of arab states"], heads: MEMBER_HEADS },
  { name: "BRICS", size: 10, source: "BRICS: 10 members since Indonesia joined (January 2025)", phrases: ["brics"], heads: MEMBER_HEADS },
  { name: "OPEC", size: 12, source: "opec.org: 12 member countries since Angola left (January 2024)", phrases: ["opec"], heads: MEMBER_HEADS },
  { name: "ASEAN", size: 11, source: "asean.org: 11 member states since Timor-Leste joined (October 2025)", phrases: ["asean"], heads: MEMBER_HEADS },
  { name: "G20", size: 21, source: "g20.org: 19 countries, the EU and the African Union (2023)", phrases: ["g20", "group of twenty"], heads: MEMBER_HEADS },
  { name: "Gulf Cooperation Council", size: 6, source: "gcc-sg.org: six member states", phrases: ["gulf cooperation council", "gcc"], heads: MEMBER_HEADS },
  {
    name: "EFTA",
    size: 4,
    source: "efta.int: Iceland, Liechtenstein, Norway, Switzerland",
    phrases: ["efta", "european free trade association"],
    heads: MEMBER_HEADS,
  },
  { name: "USMCA", size: 3, source: "ustr.gov: Canada, Mexico, the United States", phrases: ["usmca", "nafta"], heads: MEMBER_HEADS },
  { name: "AUKUS", size: 3, source: "Australia, the United Kingdom, the United States (2021)", phrases: ["aukus"], heads: MEMBER_HEADS },
  { name: "Five Eyes", size: 5, source: "Australia, Canada, New Zealand, the United Kingdom, the United States", phrases: ["five eyes", "five eyes alliance"] },
  {
    name: "Visegrad Group",
    size: 4,
    source: "visegradgroup.eu: Czechia, Hungary, Poland, Slovakia",
    phrases: ["visegrad group", "visegrad four", "visegrad countries"],
  },
  { name: "Benelux", size: 3, source: "benelux.int: Belgium, the Netherlands, Luxembourg", phrases: ["benelux", "benelux countries", "benelux nations"] },
  {
    name: "founding members of the EU",
    size: 6,
    source: "european-union.europa.eu: the six that signed the Treaty of Paris (1951)",
    phrases: ["inner six", "founding members of the eu", "founding members of the european union", "founding members of the eec"],
  },
  {
    name: "countries of the United Kingdom",
    size: 4,
    source: "gov.uk: England, Scotland, Wales, Northern Ireland",
    phrases: ["countries of the uk", "countries of the united kingdom", "countries in the uk", "uk countries", "nations of the uk", "home nations"],
  },
  { name: "Crown Dependencies", size: 3, source: "gov.uk: Jersey, Guernsey, the Isle of Man", phrases: ["crown dependencies", "crown dependency"] },
  {
    name: "British Overseas Territories",
    size: 14,
    source: "gov.uk: the 14 British Overseas Territories",
    phrases: ["british overseas territories", "british overseas territory"],
  },
  {
    name: "US territories",
    size: 14,
    source: "Office of Insular Affairs: 5 inhabited and 9 uninhabited territories",
    phrases: ["us territories", "american territories", "territories of the united states", "us territory"],
  },
  {
    name: "inhabited US territories",
    size: 5,
    source: "Office of Insular Affairs: Puerto Rico, Guam, US Virgin Islands, Northern Mariana Islands, American Samoa",
    phrases: ["inhabited us territories", "inhabited territories of the united states"],
  },
  { name: "US census regions", size: 4, source: "US Census Bureau: Northeast, Midwest, South, West", phrases: ["census regions", "us census regions"] },
  { name: "US state capitals", size: 50, source: "US Census Bureau: one capital per state", phrases: ["state capitals", "us state capitals", "state capital"] },
  {
    name: "Canadian territories",
    size: 3,
    source: "Government of Canada: Yukon, Northwest Territories, Nunavut",
    phrases: ["canadian territories", "territories of canada", "canadian territory"],
  },
  {
    name: "Canadian provinces and territories",
    size: 13,
    source: "Government of Canada: 10 provinces and 3 territories",
    phrases: ["provinces and territories of canada", "canadian provinces and territories"],
  },
  {
    name: "Australian territories",
    size: 10,
    source: "Australian Government: 3 internal and 7 external territories",
    phrases: ["australian territories", "territories of australia"],
  },
  {
    name: "Indian union territories",
    size: 8,
    source: "Government of India: 8 union territories since 2020",
    phrases: ["union territories", "indian union territories", "union territories of india"],
  },
  {
    name: "Soviet republics",
    size: 15,
    source: "the 15 union republics of the USSR at its dissolution (1991)",
    phrases: ["soviet republics", "republics of the soviet union", "former soviet republics", "post soviet states"],
  },
  {
    name: "Yugoslav republics",
    size: 6,
    source: "the 1974 constitution of the SFR Yugoslavia",
    phrases: ["yugoslav republics", "republics of yugoslavia", "former yugoslav republics"],
  },
  {
    name: "emirates of the UAE",
    size: 7,
    source: "UAE government portal: the seven emirates",
    phrases: ["emirates of the uae", "uae emirates", "seven emirates", "emirates of the united arab emirates"],
  },
];
