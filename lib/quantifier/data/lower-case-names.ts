/**
 * Names typed in lower case still name a thing ("every country bordering brazil", "the moons of saturn"): the
 * one-word short names of the 193 UN member states (un.org, Member States), of the US states (US Census Bureau) and
 * of the planets (IAU) but Earth and Mercury. Names that are also common words or first names (china, turkey, chad,
 * jordan, georgia, guinea, washington) are left out.
 */
export const LOWER_CASE_NAMES: ReadonlySet<string> = new Set([
  ...["venus", "mars", "jupiter", "saturn", "uranus", "neptune", "pluto"],
  ...["alabama", "alaska", "arizona", "arkansas", "california", "colorado", "connecticut", "delaware", "florida", "hawaii"],
  ...["idaho", "illinois", "indiana", "iowa", "kansas", "kentucky", "louisiana", "maine", "maryland", "massachusetts"],
  ...["michigan", "minnesota", "mississippi", "missouri", "montana", "nebraska", "nevada", "ohio", "oklahoma", "oregon"],
  ...["pennsylvania", "tennessee", "texas", "utah", "vermont", "virginia", "wisconsin", "wyoming"],
  ...["afghanistan", "albania", "algeria", "andorra", "angola", "argentina", "armenia", "australia", "austria", "azerbaijan"],
  ...["bahamas", "bahrain", "bangladesh", "barbados", "belarus", "belgium", "belize", "benin", "bhutan", "bolivia", "botswana"],
  ...["brazil", "brunei", "bulgaria", "burundi", "cambodia", "cameroon", "canada", "chile", "colombia", "comoros", "congo"],
  ...["croatia", "cuba", "cyprus", "czechia", "denmark", "djibouti", "dominica", "ecuador", "egypt", "eritrea", "estonia"],
  ...["eswatini", "ethiopia", "fiji", "finland", "france", "gabon", "gambia", "germany", "ghana", "greece", "grenada"],
  ...["guatemala", "guyana", "haiti", "honduras", "hungary", "iceland", "india", "indonesia", "iran", "iraq", "ireland"],
  ...["israel", "italy", "jamaica", "japan", "kazakhstan", "kenya", "kiribati", "kuwait", "kyrgyzstan", "laos", "latvia"],
  ...["lebanon", "lesotho", "liberia", "libya", "liechtenstein", "lithuania", "luxembourg", "madagascar", "malawi", "malaysia"],
  ...["maldives", "mali", "malta", "mauritania", "mauritius", "mexico", "micronesia", "moldova", "monaco", "mongolia"],
  ...["montenegro", "morocco", "mozambique", "myanmar", "namibia", "nauru", "nepal", "netherlands", "nicaragua", "niger"],
  ...["nigeria", "norway", "oman", "pakistan", "palau", "panama", "paraguay", "peru", "philippines", "poland", "portugal"],
  ...["qatar", "romania", "russia", "rwanda", "samoa", "senegal", "serbia", "seychelles", "singapore", "slovakia", "slovenia"],
  ...["somalia", "spain", "sudan", "suriname", "sweden", "switzerland", "syria", "tajikistan", "tanzania", "thailand", "togo"],
  ...["tonga", "tunisia", "turkmenistan", "tuvalu", "uganda", "ukraine", "uruguay", "uzbekistan", "vanuatu", "venezuela"],
  ...["vietnam", "yemen", "zambia", "zimbabwe", "uk", "usa", "england", "scotland", "wales"],
]);
