import type { ClosedClass } from "../closed-class";

/**
 * Founding documents, alliances of a war, a state's departments and chambers, and institutions with a fixed
 * roster (docs/classifier.md, Scope), each with the statute or the body that fixes it.
 */
const STOCK_HEADS = ["stocks", "stock", "companies", "company", "components", "constituents", "members", "member", "shares"];

export const STATES_AND_INSTITUTIONS_CLASSES: readonly ClosedClass[] = [
  {
    name: "amendments to the US Constitution",
    size: 27,
    source: "National Archives: 27 ratified amendments",
    phrases: [
      "amendments to the constitution",
      "amendments to the us constitution",
      "amendments to the united states constitution",
      "amendments of the constitution",
      "us constitutional amendments",
      "constitutional amendments",
    ],
  },
  {
    name: "Bill of Rights",
    size: 10,
    source: "National Archives: the first ten amendments (1791)",
    phrases: ["bill of rights"],
    heads: ["amendments", "amendment", "articles", "article", "rights", "right", "freedoms", "protections"],
  },
  {
    name: "articles of the US Constitution",
    size: 7,
    source: "National Archives: Articles I to VII",
    phrases: ["articles of the constitution", "articles of the us constitution", "articles in the constitution"],
  },
  {
    name: "Thirteen Colonies",
    size: 13,
    source: "Library of Congress: the colonies that declared independence in 1776",
    phrases: ["thirteen colonies", "13 colonies", "original colonies", "original thirteen colonies", "original 13 colonies"],
  },
  {
    name: "Confederate states",
    size: 11,
    source: "National Park Service: the eleven states that seceded (1860-61)",
    phrases: ["confederate states", "confederate state", "states of the confederacy", "states in the confederacy", "confederate states of america"],
  },
  {
    name: "Central Powers",
    size: 4,
    source: "Britannica: Germany, Austria-Hungary, the Ottoman Empire, Bulgaria",
    phrases: ["central powers"],
  },
  { name: "Triple Entente", size: 3, source: "Britannica: France, Russia, the United Kingdom", phrases: ["triple entente"] },
  {
    name: "permanent members of the UN Security Council",
    size: 5,
    source: "UN Charter, Article 23: China, France, Russia, the UK, the US",
    phrases: [
      "permanent members of the security council",
      "permanent members of the un security council",
      "security council permanent members",
      "permanent five",
    ],
  },
  {
    name: "US executive departments",
    size: 15,
    source: "usa.gov: the 15 executive departments",
    phrases: ["executive departments", "federal executive departments", "cabinet departments", "us cabinet departments", "federal departments"],
  },
  {
    name: "branches of the US government",
    size: 3,
    source: "US Constitution, Articles I to III",
    phrases: ["branches of government", "branches of the us government", "three branches of government"],
  },
  {
    name: "US armed forces",
    size: 6,
    source: "10 U.S.C. 101: Army, Navy, Air Force, Marine Corps, Space Force, Coast Guard",
    phrases: [
      "branches of the us military",
      "us military branches",
      "branches of the military",
      "branches of the us armed forces",
      "branches of the armed forces",
    ],
  },
  {
    name: "US Senate",
    size: 100,
    source: "senate.gov: two senators per state",
    phrases: ["us senators", "us senator", "united states senators", "members of the us senate", "seats in the us senate", "us senate seats"],
  },
  {
    name: "US House of Representatives",
    size: 435,
    source: "house.gov: 435 voting members (Apportionment Act of 1911)",
    phrases: ["seats in the us house", "us house seats", "members of the us house", "us house members", "seats in the house of representatives"],
  },
  {
    name: "UK House of Commons",
    size: 650,
    source: "parliament.uk: 650 constituencies since the 2024 election",
    phrases: [
      "seats in the house of commons",
      "house of commons seats",
      "uk parliamentary constituencies",
      "westminster constituencies",
      "members of the house of commons",
    ],
  },
  {
    name: "European Parliament",
    size: 720,
    source: "europarl.europa.eu: 720 MEPs elected in 2024",
    phrases: ["meps", "members of the european parliament", "seats in the european parliament", "european parliament seats"],
  },
  {
    name: "Federal Reserve Banks",
    size: 12,
    source: "federalreserve.gov: the 12 regional Reserve Banks",
    phrases: ["federal reserve banks", "regional federal reserve banks", "federal reserve districts"],
  },
  {
    name: "Nobel Prize categories",
    size: 6,
    source: "nobelprize.org: five prizes and the economics prize",
    phrases: ["nobel prize categories", "categories of the nobel prize", "nobel categories"],
  },
  {
    name: "New Seven Wonders of the World",
    size: 7,
    source: "New7Wonders Foundation (2007)",
    phrases: ["new seven wonders", "new seven wonders of the world", "new 7 wonders", "new7wonders"],
  },
  {
    name: "US national parks",
    size: 63,
    source: "National Park Service: 63 national parks since New River Gorge (2020)",
    phrases: ["us national parks", "national parks in the us", "national parks of the us", "american national parks", "national parks in the united states"],
  },
  {
    name: "Dow Jones Industrial Average",
    size: 30,
    source: "S&P Dow Jones Indices: 30 components",
    phrases: ["dow jones", "dow jones industrial average", "dow 30", "djia"],
    heads: STOCK_HEADS,
  },
  {
    name: "Magnificent Seven stocks",
    size: 7,
    source: "the market term: Alphabet, Amazon, Apple, Meta, Microsoft, Nvidia, Tesla",
    phrases: ["magnificent seven stocks", "magnificent 7 stocks"],
  },
];
