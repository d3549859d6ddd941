import { LEAGUE_HEADS } from "../closed-classes-named";
import type { ClosedClass } from "../closed-class";

/**
 * Sport's fixed sets (docs/classifier.md, Scope): the events a tour or a title counts, the members of a league
 * or a championship in the 2026 season, the winners of a title as of its last edition, the parts of an event.
 * A competition's name alone is the competition, so its teams take a head noun ("Six Nations teams").
 */
const NATION_TEAM_HEADS = ["teams", "team", "sides", "side", "nations", "countries", "members", "member"];

export const SPORT_CLASSES: readonly ClosedClass[] = [
  {
    name: "Grand Slam tournaments",
    size: 4,
    source: "ITF: the Australian Open, Roland Garros, Wimbledon, the US Open",
    phrases: ["tennis grand slams", "tennis majors", "grand slams in tennis", "tennis grand slam tournaments", "tennis grand slam events"],
  },
  {
    name: "golf majors",
    size: 4,
    source: "the men's majors: the Masters, the PGA Championship, the US Open, the Open Championship",
    phrases: ["golf majors", "majors in golf", "major championships in golf", "golf's majors", "golf major championships"],
  },
  {
    name: "Tour de France jerseys",
    size: 4,
    source: "letour.fr: yellow, green, polka-dot, white",
    phrases: ["tour de france jerseys", "tour de france jersey", "jerseys of the tour de france", "jerseys in the tour de france"],
  },
  {
    name: "cycling Grand Tours",
    size: 3,
    source: "UCI: the Giro d'Italia, the Tour de France, the Vuelta a España",
    phrases: ["grand tours of cycling", "grand tours in cycling", "cycling grand tours", "cycling's grand tours"],
  },
  {
    name: "cycling Monuments",
    size: 5,
    source: "Milan-San Remo, Tour of Flanders, Paris-Roubaix, Liège-Bastogne-Liège, Il Lombardia",
    phrases: ["cycling monuments", "monuments of cycling", "cycling's monuments"],
  },
  {
    name: "Triple Crown races",
    size: 3,
    source: "the Kentucky Derby, the Preakness Stakes, the Belmont Stakes",
    phrases: ["triple crown races", "triple crown race", "races of the triple crown", "triple crown of horse racing"],
  },
  {
    name: "World Marathon Majors",
    size: 7,
    source: "worldmarathonmajors.com: Tokyo, Boston, London, Sydney (since 2025), Berlin, Chicago, New York",
    phrases: ["world marathon majors", "marathon majors", "abbott world marathon majors"],
  },
  {
    name: "Six Nations",
    size: 6,
    source: "sixnationsrugby.com: England, France, Ireland, Italy, Scotland, Wales",
    phrases: ["six nations", "six nations championship"],
    heads: NATION_TEAM_HEADS,
  },
  {
    name: "Rugby Championship",
    size: 4,
    source: "SANZAAR: Argentina, Australia, New Zealand, South Africa",
    phrases: ["rugby championship"],
    heads: NATION_TEAM_HEADS,
  },
  {
    name: "FIFA World Cup winners",
    size: 8,
    source: "fifa.com: eight nations have won it, as of the 2022 final",
    phrases: [
      "world cup winners",
      "world cup champions",
      "world cup winning countries",
      "world cup winning nations",
      "fifa world cup winners",
      "countries that have won the world cup",
      "nations that have won the world cup",
    ],
  },
  {
    name: "Rugby World Cup winners",
    size: 4,
    source: "rugbyworldcup.com: New Zealand, South Africa, Australia, England, as of 2023",
    phrases: ["rugby world cup winners", "rugby world cup champions"],
  },
  {
    name: "Cricket World Cup winners",
    size: 6,
    source: "icc-cricket.com: Australia, India, West Indies, Pakistan, Sri Lanka, England, as of 2023",
    phrases: ["cricket world cup winners", "cricket world cup champions"],
  },
  {
    name: "world chess champions",
    size: 18,
    source: "FIDE: Steinitz (1886) to Gukesh D, the 18th undisputed champion (December 2024)",
    phrases: ["world chess champions", "chess world champions", "world champions in chess", "world chess champion", "chess world champion"],
  },
  {
    name: "Power Four conferences",
    size: 4,
    source: "NCAA FBS: the ACC, Big Ten, Big 12 and SEC since 2024",
    phrases: ["power four", "power 4", "power four conferences", "power conferences", "autonomy four"],
  },
  {
    name: "NHL Original Six",
    size: 6,
    source: "nhl.com: Boston, Chicago, Detroit, Montreal, New York Rangers, Toronto",
    phrases: ["original six teams", "original six franchises", "original six clubs", "nhl original six"],
  },
  {
    name: "ICC Full Members",
    size: 12,
    source: "icc-cricket.com: the 12 Test-playing Full Members",
    phrases: ["icc full members", "full members of the icc", "test playing nations", "test playing countries", "test nations"],
  },
  {
    name: "Formula 1 teams",
    size: 11,
    source: "formula1.com: 11 teams on the 2026 grid, Cadillac the eleventh",
    phrases: ["formula 1 teams", "formula one teams", "f1 teams", "f1 team", "f1 constructors", "formula 1 constructors", "formula one constructors"],
  },
  {
    name: "WNBA",
    size: 15,
    source: "wnba.com: 15 teams in 2026 with Toronto and Portland",
    phrases: ["wnba", "women's national basketball association"],
    heads: LEAGUE_HEADS,
  },
  {
    name: "NWSL",
    size: 16,
    source: "nwslsoccer.com: 16 clubs in 2026 with Boston and Denver",
    phrases: ["nwsl", "national women's soccer league"],
    heads: LEAGUE_HEADS,
  },
  { name: "Indian Premier League", size: 10, source: "iplt20.com: 10 franchises since 2022", phrases: ["ipl", "indian premier league"], heads: LEAGUE_HEADS },
  {
    name: "Scottish Premiership",
    size: 12,
    source: "spfl.co.uk: 12 clubs a season",
    phrases: ["scottish premiership", "spfl premiership"],
    heads: LEAGUE_HEADS,
  },
  { name: "Eredivisie", size: 18, source: "eredivisie.nl: 18 clubs a season", phrases: ["eredivisie"], heads: LEAGUE_HEADS },
  { name: "Primeira Liga", size: 18, source: "ligaportugal.pt: 18 clubs a season", phrases: ["primeira liga", "liga portugal"], heads: LEAGUE_HEADS },
  { name: "EFL Championship", size: 24, source: "efl.com: 24 clubs a season", phrases: ["efl championship"], heads: LEAGUE_HEADS },
  {
    name: "FIFA confederations",
    size: 6,
    source: "fifa.com: AFC, CAF, CONCACAF, CONMEBOL, OFC, UEFA",
    phrases: ["fifa confederations", "confederations of fifa", "football confederations"],
  },
  {
    name: "baseball positions",
    size: 9,
    source: "MLB Official Rules: the nine fielding positions",
    phrases: ["baseball positions", "positions in baseball", "fielding positions", "defensive positions in baseball"],
  },
  {
    name: "Olympic rings",
    size: 5,
    source: "Olympic Charter, rule 8: blue, yellow, black, green, red",
    phrases: ["olympic rings", "colours of the olympic rings", "colors of the olympic rings"],
  },
  {
    name: "decathlon events",
    size: 10,
    source: "World Athletics: the ten events",
    phrases: ["decathlon events", "events in the decathlon", "events of the decathlon", "decathlon disciplines"],
  },
  {
    name: "heptathlon events",
    size: 7,
    source: "World Athletics: the seven events",
    phrases: ["heptathlon events", "events in the heptathlon", "events of the heptathlon", "heptathlon disciplines"],
  },
  {
    name: "modern pentathlon events",
    size: 5,
    source: "UIPM: the five disciplines",
    phrases: ["modern pentathlon events", "events in the modern pentathlon", "modern pentathlon disciplines"],
  },
  {
    name: "triathlon disciplines",
    size: 3,
    source: "World Triathlon: swim, bike, run",
    phrases: ["triathlon disciplines", "legs of a triathlon", "triathlon legs", "disciplines of triathlon"],
  },
  {
    name: "snooker balls",
    size: 22,
    source: "WPBSA rules: 15 reds, 6 colours and the cue ball",
    phrases: ["snooker balls", "balls in snooker", "balls on a snooker table"],
  },
];
