/**
 * Well-known titles whose words include a quantifier or a number, as people type them in lower case ("who wrote all
 * quiet on the western front"): capitalised, a title is found by its shape; in lower case only a list can know it.
 * Films, books, songs, games and shows from the common canon (AFI's lists, the Billboard charts, best-seller lists),
 * three words or more so that no everyday phrase matches; hyphenated words are listed spaced, as the tokenizer splits them.
 */
export const KNOWN_TITLES: readonly string[] = [
  ...["all quiet on the western front", "all the president's men", "all about eve", "all the light we cannot see"],
  ...["all the pretty horses", "all you need is love", "all along the watchtower", "all i want for christmas is you"],
  ...["all the small things", "all by myself", "all the things she said", "all in the family"],
  ...["everything everywhere all at once", "everything i never told you", "everything is illuminated", "everybody hurts"],
  ...["everybody loves raymond", "everybody wants to rule the world", "everyone's a critic", "every breath you take"],
  ...["every little thing she does is magic", "every rose has its thorn", "every which way but loose"],
  ...["a few good men", "some like it hot", "many rivers to cross", "no country for old men", "no man's sky"],
  ...["no time to die", "nothing compares 2 u", "nothing else matters", "much ado about nothing", "none but the lonely heart"],
  ...["one hundred years of solitude", "one flew over the cuckoo's nest", "one day more"],
  ...["two and a half men", "the two towers", "a tale of two cities", "three billboards outside ebbing missouri"],
  ...["three men and a baby", "three little birds", "four weddings and a funeral"],
  ...["slaughterhouse five"],
  ...["the sixth sense", "seven samurai", "seven years in tibet", "seven nation army"],
  ...["the seven year itch", "nine to five", "ocean's eleven"],
  ...["ocean's twelve", "ocean's thirteen", "twelve angry men", "12 angry men", "12 years a slave", "twelve years a slave"],
  ...["the 39 steps", "the thirty nine steps", "catch 22", "apollo 13", "fahrenheit 451", "the hundred foot journey"],
  ...["one hundred and one dalmatians", "101 dalmatians", "the hundred year old man", "a thousand splendid suns"],
  ...["thousand island dressing", "twenty thousand leagues under the sea", "20000 leagues under the sea", "1000 years of joys"],
  ...["around the world in 80 days", "around the world in eighty days", "the first wives club", "the last of us"],
  ...["the last of the mohicans", "the last supper", "the whole nine yards", "half a yellow sun", "half life", "half blood prince"],
  ...["the half blood prince", "the entire history of you", "most likely to succeed", "many happy returns"],
];
