/**
 * The world gazetteer (docs/classifier.md, Scope): 18 data files by domain under `world-classes/`, each class
 * with its size and the source of its member list (what each domain holds and leaves out: world-classes/README.md).
 * Parsed once here, so a malformed entry fails at load with its path.
 */
import { closedClassSchema } from "./closed-class";
import anatomy from "./world-classes/anatomy.json";
import divisionsAndLandmarks from "./world-classes/divisions-and-landmarks.json";
import gamesAndPlay from "./world-classes/games-and-play.json";
import healthAndMedicine from "./world-classes/health-and-medicine.json";
import languageTimeAndMoney from "./world-classes/language-time-and-money.json";
import lifeAndChemistry from "./world-classes/life-and-chemistry.json";
import music from "./world-classes/music.json";
import prizesAndRatings from "./world-classes/prizes-and-ratings.json";
import regionsAndUnions from "./world-classes/regions-and-unions.json";
import religionAndMyth from "./world-classes/religion-and-myth.json";
import rulersAndOffices from "./world-classes/rulers-and-offices.json";
import science from "./world-classes/science.json";
import screenAndBooks from "./world-classes/screen-and-books.json";
import space from "./world-classes/space.json";
import sport from "./world-classes/sport.json";
import statesAndInstitutions from "./world-classes/states-and-institutions.json";
import technology from "./world-classes/technology.json";
import transport from "./world-classes/transport.json";

export const WORLD_CLASSES = closedClassSchema
  .array()
  .parse([
    ...anatomy,
    ...lifeAndChemistry,
    ...religionAndMyth,
    ...rulersAndOffices,
    ...statesAndInstitutions,
    ...regionsAndUnions,
    ...divisionsAndLandmarks,
    ...sport,
    ...screenAndBooks,
    ...gamesAndPlay,
    ...music,
    ...languageTimeAndMoney,
    ...science,
    ...space,
    ...technology,
    ...transport,
    ...healthAndMedicine,
    ...prizesAndRatings,
  ]);
