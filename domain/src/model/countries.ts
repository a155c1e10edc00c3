/**
 * The countries as passports and visa systems name them: ISO 3166-1 alpha-3 codes ("CAN", "PAK"),
 * with their English and French names for the forms' lists. The manifest prints the codes; a
 * stored value written as free text before the forms offered the list ("Canada", "Pakistanaise")
 * is read as its code where a known name or nationality says which (countryCode), and flagged on
 * the manifest otherwise.
 */
import type { FormLanguage } from './validation-messages';

export interface Country {
  /** ISO 3166-1 alpha-3, as the passport's machine-readable zone prints it. */
  code: string;
  en: string;
  fr: string;
}

/** Every ISO 3166-1 country, by code. */
export const COUNTRIES: readonly Country[] = [
  { code: 'ABW', en: 'Aruba', fr: 'Aruba' },
  { code: 'AFG', en: 'Afghanistan', fr: 'Afghanistan' },
  { code: 'AGO', en: 'Angola', fr: 'Angola' },
  { code: 'AIA', en: 'Anguilla', fr: 'Anguilla' },
  { code: 'ALA', en: 'Åland Islands', fr: 'Îles Åland' },
  { code: 'ALB', en: 'Albania', fr: 'Albanie' },
  { code: 'AND', en: 'Andorra', fr: 'Andorre' },
  { code: 'ARE', en: 'United Arab Emirates', fr: 'Émirats arabes unis' },
  { code: 'ARG', en: 'Argentina', fr: 'Argentine' },
  { code: 'ARM', en: 'Armenia', fr: 'Arménie' },
  { code: 'ASM', en: 'American Samoa', fr: 'Samoa américaines' },
  { code: 'ATA', en: 'Antarctica', fr: 'Antarctique' },
  { code: 'ATF', en: 'French Southern Territories', fr: 'Terres australes françaises' },
  { code: 'ATG', en: 'Antigua & Barbuda', fr: 'Antigua-et-Barbuda' },
  { code: 'AUS', en: 'Australia', fr: 'Australie' },
  { code: 'AUT', en: 'Austria', fr: 'Autriche' },
  { code: 'AZE', en: 'Azerbaijan', fr: 'Azerbaïdjan' },
  { code: 'BDI', en: 'Burundi', fr: 'Burundi' },
  { code: 'BEL', en: 'Belgium', fr: 'Belgique' },
  { code: 'BEN', en: 'Benin', fr: 'Bénin' },
  { code: 'BES', en: 'Caribbean Netherlands', fr: 'Pays-Bas caribéens' },
  { code: 'BFA', en: 'Burkina Faso', fr: 'Burkina Faso' },
  { code: 'BGD', en: 'Bangladesh', fr: 'Bangladesh' },
  { code: 'BGR', en: 'Bulgaria', fr: 'Bulgarie' },
  { code: 'BHR', en: 'Bahrain', fr: 'Bahreïn' },
  { code: 'BHS', en: 'Bahamas', fr: 'Bahamas' },
  { code: 'BIH', en: 'Bosnia & Herzegovina', fr: 'Bosnie-Herzégovine' },
  { code: 'BLM', en: 'St. Barthélemy', fr: 'Saint-Barthélemy' },
  { code: 'BLR', en: 'Belarus', fr: 'Biélorussie' },
  { code: 'BLZ', en: 'Belize', fr: 'Belize' },
  { code: 'BMU', en: 'Bermuda', fr: 'Bermudes' },
  { code: 'BOL', en: 'Bolivia', fr: 'Bolivie' },
  { code: 'BRA', en: 'Brazil', fr: 'Brésil' },
  { code: 'BRB', en: 'Barbados', fr: 'Barbade' },
  { code: 'BRN', en: 'Brunei', fr: 'Brunei' },
  { code: 'BTN', en: 'Bhutan', fr: 'Bhoutan' },
  { code: 'BVT', en: 'Bouvet Island', fr: 'Île Bouvet' },
  { code: 'BWA', en: 'Botswana', fr: 'Botswana' },
  { code: 'CAF', en: 'Central African Republic', fr: 'République centrafricaine' },
  { code: 'CAN', en: 'Canada', fr: 'Canada' },
  { code: 'CCK', en: 'Cocos (Keeling) Islands', fr: 'Îles Cocos' },
  { code: 'CHE', en: 'Switzerland', fr: 'Suisse' },
  { code: 'CHL', en: 'Chile', fr: 'Chili' },
  { code: 'CHN', en: 'China', fr: 'Chine' },
  { code: 'CIV', en: 'Côte d’Ivoire', fr: 'Côte d’Ivoire' },
  { code: 'CMR', en: 'Cameroon', fr: 'Cameroun' },
  { code: 'COD', en: 'Congo - Kinshasa', fr: 'Congo-Kinshasa' },
  { code: 'COG', en: 'Congo - Brazzaville', fr: 'Congo-Brazzaville' },
  { code: 'COK', en: 'Cook Islands', fr: 'Îles Cook' },
  { code: 'COL', en: 'Colombia', fr: 'Colombie' },
  { code: 'COM', en: 'Comoros', fr: 'Comores' },
  { code: 'CPV', en: 'Cape Verde', fr: 'Cap-Vert' },
  { code: 'CRI', en: 'Costa Rica', fr: 'Costa Rica' },
  { code: 'CUB', en: 'Cuba', fr: 'Cuba' },
  { code: 'CUW', en: 'Curaçao', fr: 'Curaçao' },
  { code: 'CXR', en: 'Christmas Island', fr: 'Île Christmas' },
  { code: 'CYM', en: 'Cayman Islands', fr: 'Îles Caïmans' },
  { code: 'CYP', en: 'Cyprus', fr: 'Chypre' },
  { code: 'CZE', en: 'Czechia', fr: 'Tchéquie' },
  { code: 'DEU', en: 'Germany', fr: 'Allemagne' },
  { code: 'DJI', en: 'Djibouti', fr: 'Djibouti' },
  { code: 'DMA', en: 'Dominica', fr: 'Dominique' },
  { code: 'DNK', en: 'Denmark', fr: 'Danemark' },
  { code: 'DOM', en: 'Dominican Republic', fr: 'République dominicaine' },
  { code: 'DZA', en: 'Algeria', fr: 'Algérie' },
  { code: 'ECU', en: 'Ecuador', fr: 'Équateur' },
  { code: 'EGY', en: 'Egypt', fr: 'Égypte' },
  { code: 'ERI', en: 'Eritrea', fr: 'Érythrée' },
  { code: 'ESH', en: 'Western Sahara', fr: 'Sahara occidental' },
  { code: 'ESP', en: 'Spain', fr: 'Espagne' },
  { code: 'EST', en: 'Estonia', fr: 'Estonie' },
  { code: 'ETH', en: 'Ethiopia', fr: 'Éthiopie' },
  { code: 'FIN', en: 'Finland', fr: 'Finlande' },
  { code: 'FJI', en: 'Fiji', fr: 'Fidji' },
  { code: 'FLK', en: 'Falkland Islands', fr: 'Îles Malouines' },
  { code: 'FRA', en: 'France', fr: 'France' },
  { code: 'FRO', en: 'Faroe Islands', fr: 'Îles Féroé' },
  { code: 'FSM', en: 'Micronesia', fr: 'Micronésie' },
  { code: 'GAB', en: 'Gabon', fr: 'Gabon' },
  { code: 'GBR', en: 'United Kingdom', fr: 'Royaume-Uni' },
  { code: 'GEO', en: 'Georgia', fr: 'Géorgie' },
  { code: 'GGY', en: 'Guernsey', fr: 'Guernesey' },
  { code: 'GHA', en: 'Ghana', fr: 'Ghana' },
  { code: 'GIB', en: 'Gibraltar', fr: 'Gibraltar' },
  { code: 'GIN', en: 'Guinea', fr: 'Guinée' },
  { code: 'GLP', en: 'Guadeloupe', fr: 'Guadeloupe' },
  { code: 'GMB', en: 'Gambia', fr: 'Gambie' },
  { code: 'GNB', en: 'Guinea-Bissau', fr: 'Guinée-Bissau' },
  { code: 'GNQ', en: 'Equatorial Guinea', fr: 'Guinée équatoriale' },
  { code: 'GRC', en: 'Greece', fr: 'Grèce' },
  { code: 'GRD', en: 'Grenada', fr: 'Grenade' },
  { code: 'GRL', en: 'Greenland', fr: 'Groenland' },
  { code: 'GTM', en: 'Guatemala', fr: 'Guatemala' },
  { code: 'GUF', en: 'French Guiana', fr: 'Guyane française' },
  { code: 'GUM', en: 'Guam', fr: 'Guam' },
  { code: 'GUY', en: 'Guyana', fr: 'Guyana' },
  { code: 'HKG', en: 'Hong Kong SAR China', fr: 'R.A.S. chinoise de Hong Kong' },
  { code: 'HMD', en: 'Heard & McDonald Islands', fr: 'Îles Heard-et-MacDonald' },
  { code: 'HND', en: 'Honduras', fr: 'Honduras' },
  { code: 'HRV', en: 'Croatia', fr: 'Croatie' },
  { code: 'HTI', en: 'Haiti', fr: 'Haïti' },
  { code: 'HUN', en: 'Hungary', fr: 'Hongrie' },
  { code: 'IDN', en: 'Indonesia', fr: 'Indonésie' },
  { code: 'IMN', en: 'Isle of Man', fr: 'Île de Man' },
  { code: 'IND', en: 'India', fr: 'Inde' },
  {
    code: 'IOT',
    en: 'British Indian Ocean Territory',
    fr: 'Territoire britannique de l’océan Indien',
  },
  { code: 'IRL', en: 'Ireland', fr: 'Irlande' },
  { code: 'IRN', en: 'Iran', fr: 'Iran' },
  { code: 'IRQ', en: 'Iraq', fr: 'Irak' },
  { code: 'ISL', en: 'Iceland', fr: 'Islande' },
  { code: 'ISR', en: 'Israel', fr: 'Israël' },
  { code: 'ITA', en: 'Italy', fr: 'Italie' },
  { code: 'JAM', en: 'Jamaica', fr: 'Jamaïque' },
  { code: 'JEY', en: 'Jersey', fr: 'Jersey' },
  { code: 'JOR', en: 'Jordan', fr: 'Jordanie' },
  { code: 'JPN', en: 'Japan', fr: 'Japon' },
  { code: 'KAZ', en: 'Kazakhstan', fr: 'Kazakhstan' },
  { code: 'KEN', en: 'Kenya', fr: 'Kenya' },
  { code: 'KGZ', en: 'Kyrgyzstan', fr: 'Kirghizstan' },
  { code: 'KHM', en: 'Cambodia', fr: 'Cambodge' },
  { code: 'KIR', en: 'Kiribati', fr: 'Kiribati' },
  { code: 'KNA', en: 'St. Kitts & Nevis', fr: 'Saint-Christophe-et-Niévès' },
  { code: 'KOR', en: 'South Korea', fr: 'Corée du Sud' },
  { code: 'KWT', en: 'Kuwait', fr: 'Koweït' },
  { code: 'LAO', en: 'Laos', fr: 'Laos' },
  { code: 'LBN', en: 'Lebanon', fr: 'Liban' },
  { code: 'LBR', en: 'Liberia', fr: 'Liberia' },
  { code: 'LBY', en: 'Libya', fr: 'Libye' },
  { code: 'LCA', en: 'St. Lucia', fr: 'Sainte-Lucie' },
  { code: 'LIE', en: 'Liechtenstein', fr: 'Liechtenstein' },
  { code: 'LKA', en: 'Sri Lanka', fr: 'Sri Lanka' },
  { code: 'LSO', en: 'Lesotho', fr: 'Lesotho' },
  { code: 'LTU', en: 'Lithuania', fr: 'Lituanie' },
  { code: 'LUX', en: 'Luxembourg', fr: 'Luxembourg' },
  { code: 'LVA', en: 'Latvia', fr: 'Lettonie' },
  { code: 'MAC', en: 'Macao SAR China', fr: 'R.A.S. chinoise de Macao' },
  { code: 'MAF', en: 'St. Martin', fr: 'Saint-Martin' },
  { code: 'MAR', en: 'Morocco', fr: 'Maroc' },
  { code: 'MCO', en: 'Monaco', fr: 'Monaco' },
  { code: 'MDA', en: 'Moldova', fr: 'Moldavie' },
  { code: 'MDG', en: 'Madagascar', fr: 'Madagascar' },
  { code: 'MDV', en: 'Maldives', fr: 'Maldives' },
  { code: 'MEX', en: 'Mexico', fr: 'Mexique' },
  { code: 'MHL', en: 'Marshall Islands', fr: 'Îles Marshall' },
  { code: 'MKD', en: 'North Macedonia', fr: 'Macédoine du Nord' },
  { code: 'MLI', en: 'Mali', fr: 'Mali' },
  { code: 'MLT', en: 'Malta', fr: 'Malte' },
  { code: 'MMR', en: 'Myanmar (Burma)', fr: 'Myanmar (Birmanie)' },
  { code: 'MNE', en: 'Montenegro', fr: 'Monténégro' },
  { code: 'MNG', en: 'Mongolia', fr: 'Mongolie' },
  { code: 'MNP', en: 'Northern Mariana Islands', fr: 'Îles Mariannes du Nord' },
  { code: 'MOZ', en: 'Mozambique', fr: 'Mozambique' },
  { code: 'MRT', en: 'Mauritania', fr: 'Mauritanie' },
  { code: 'MSR', en: 'Montserrat', fr: 'Montserrat' },
  { code: 'MTQ', en: 'Martinique', fr: 'Martinique' },
  { code: 'MUS', en: 'Mauritius', fr: 'Maurice' },
  { code: 'MWI', en: 'Malawi', fr: 'Malawi' },
  { code: 'MYS', en: 'Malaysia', fr: 'Malaisie' },
  { code: 'MYT', en: 'Mayotte', fr: 'Mayotte' },
  { code: 'NAM', en: 'Namibia', fr: 'Namibie' },
  { code: 'NCL', en: 'New Caledonia', fr: 'Nouvelle-Calédonie' },
  { code: 'NER', en: 'Niger', fr: 'Niger' },
  { code: 'NFK', en: 'Norfolk Island', fr: 'Île Norfolk' },
  { code: 'NGA', en: 'Nigeria', fr: 'Nigeria' },
  { code: 'NIC', en: 'Nicaragua', fr: 'Nicaragua' },
  { code: 'NIU', en: 'Niue', fr: 'Niue' },
  { code: 'NLD', en: 'Netherlands', fr: 'Pays-Bas' },
  { code: 'NOR', en: 'Norway', fr: 'Norvège' },
  { code: 'NPL', en: 'Nepal', fr: 'Népal' },
  { code: 'NRU', en: 'Nauru', fr: 'Nauru' },
  { code: 'NZL', en: 'New Zealand', fr: 'Nouvelle-Zélande' },
  { code: 'OMN', en: 'Oman', fr: 'Oman' },
  { code: 'PAK', en: 'Pakistan', fr: 'Pakistan' },
  { code: 'PAN', en: 'Panama', fr: 'Panama' },
  { code: 'PCN', en: 'Pitcairn Islands', fr: 'Îles Pitcairn' },
  { code: 'PER', en: 'Peru', fr: 'Pérou' },
  { code: 'PHL', en: 'Philippines', fr: 'Philippines' },
  { code: 'PLW', en: 'Palau', fr: 'Palaos' },
  { code: 'PNG', en: 'Papua New Guinea', fr: 'Papouasie-Nouvelle-Guinée' },
  { code: 'POL', en: 'Poland', fr: 'Pologne' },
  { code: 'PRI', en: 'Puerto Rico', fr: 'Porto Rico' },
  { code: 'PRK', en: 'North Korea', fr: 'Corée du Nord' },
  { code: 'PRT', en: 'Portugal', fr: 'Portugal' },
  { code: 'PRY', en: 'Paraguay', fr: 'Paraguay' },
  { code: 'PSE', en: 'Palestinian Territories', fr: 'Territoires palestiniens' },
  { code: 'PYF', en: 'French Polynesia', fr: 'Polynésie française' },
  { code: 'QAT', en: 'Qatar', fr: 'Qatar' },
  { code: 'REU', en: 'Réunion', fr: 'La Réunion' },
  { code: 'ROU', en: 'Romania', fr: 'Roumanie' },
  { code: 'RUS', en: 'Russia', fr: 'Russie' },
  { code: 'RWA', en: 'Rwanda', fr: 'Rwanda' },
  { code: 'SAU', en: 'Saudi Arabia', fr: 'Arabie saoudite' },
  { code: 'SDN', en: 'Sudan', fr: 'Soudan' },
  { code: 'SEN', en: 'Senegal', fr: 'Sénégal' },
  { code: 'SGP', en: 'Singapore', fr: 'Singapour' },
  {
    code: 'SGS',
    en: 'South Georgia & South Sandwich Islands',
    fr: 'Géorgie du Sud-et-les Îles Sandwich du Sud',
  },
  { code: 'SHN', en: 'St. Helena', fr: 'Sainte-Hélène' },
  { code: 'SJM', en: 'Svalbard & Jan Mayen', fr: 'Svalbard et Jan Mayen' },
  { code: 'SLB', en: 'Solomon Islands', fr: 'Îles Salomon' },
  { code: 'SLE', en: 'Sierra Leone', fr: 'Sierra Leone' },
  { code: 'SLV', en: 'El Salvador', fr: 'Salvador' },
  { code: 'SMR', en: 'San Marino', fr: 'Saint-Marin' },
  { code: 'SOM', en: 'Somalia', fr: 'Somalie' },
  { code: 'SPM', en: 'St. Pierre & Miquelon', fr: 'Saint-Pierre-et-Miquelon' },
  { code: 'SRB', en: 'Serbia', fr: 'Serbie' },
  { code: 'SSD', en: 'South Sudan', fr: 'Soudan du Sud' },
  { code: 'STP', en: 'São Tomé & Príncipe', fr: 'Sao Tomé-et-Principe' },
  { code: 'SUR', en: 'Suriname', fr: 'Suriname' },
  { code: 'SVK', en: 'Slovakia', fr: 'Slovaquie' },
  { code: 'SVN', en: 'Slovenia', fr: 'Slovénie' },
  { code: 'SWE', en: 'Sweden', fr: 'Suède' },
  { code: 'SWZ', en: 'Eswatini', fr: 'Eswatini' },
  { code: 'SXM', en: 'Sint Maarten', fr: 'Saint-Martin (partie néerlandaise)' },
  { code: 'SYC', en: 'Seychelles', fr: 'Seychelles' },
  { code: 'SYR', en: 'Syria', fr: 'Syrie' },
  { code: 'TCA', en: 'Turks & Caicos Islands', fr: 'Îles Turques-et-Caïques' },
  { code: 'TCD', en: 'Chad', fr: 'Tchad' },
  { code: 'TGO', en: 'Togo', fr: 'Togo' },
  { code: 'THA', en: 'Thailand', fr: 'Thaïlande' },
  { code: 'TJK', en: 'Tajikistan', fr: 'Tadjikistan' },
  { code: 'TKL', en: 'Tokelau', fr: 'Tokelau' },
  { code: 'TKM', en: 'Turkmenistan', fr: 'Turkménistan' },
  { code: 'TLS', en: 'Timor-Leste', fr: 'Timor oriental' },
  { code: 'TON', en: 'Tonga', fr: 'Tonga' },
  { code: 'TTO', en: 'Trinidad & Tobago', fr: 'Trinité-et-Tobago' },
  { code: 'TUN', en: 'Tunisia', fr: 'Tunisie' },
  { code: 'TUR', en: 'Türkiye', fr: 'Turquie' },
  { code: 'TUV', en: 'Tuvalu', fr: 'Tuvalu' },
  { code: 'TWN', en: 'Taiwan', fr: 'Taïwan' },
  { code: 'TZA', en: 'Tanzania', fr: 'Tanzanie' },
  { code: 'UGA', en: 'Uganda', fr: 'Ouganda' },
  { code: 'UKR', en: 'Ukraine', fr: 'Ukraine' },
  { code: 'UMI', en: 'U.S. Outlying Islands', fr: 'Îles mineures éloignées des États-Unis' },
  { code: 'URY', en: 'Uruguay', fr: 'Uruguay' },
  { code: 'USA', en: 'United States', fr: 'États-Unis' },
  { code: 'UZB', en: 'Uzbekistan', fr: 'Ouzbékistan' },
  { code: 'VAT', en: 'Vatican City', fr: 'État de la Cité du Vatican' },
  { code: 'VCT', en: 'St. Vincent & Grenadines', fr: 'Saint-Vincent-et-les Grenadines' },
  { code: 'VEN', en: 'Venezuela', fr: 'Venezuela' },
  { code: 'VGB', en: 'British Virgin Islands', fr: 'Îles Vierges britanniques' },
  { code: 'VIR', en: 'U.S. Virgin Islands', fr: 'Îles Vierges des États-Unis' },
  { code: 'VNM', en: 'Vietnam', fr: 'Viêt Nam' },
  { code: 'VUT', en: 'Vanuatu', fr: 'Vanuatu' },
  { code: 'WLF', en: 'Wallis & Futuna', fr: 'Wallis-et-Futuna' },
  { code: 'WSM', en: 'Samoa', fr: 'Samoa' },
  { code: 'YEM', en: 'Yemen', fr: 'Yémen' },
  { code: 'ZAF', en: 'South Africa', fr: 'Afrique du Sud' },
  { code: 'ZMB', en: 'Zambia', fr: 'Zambie' },
  { code: 'ZWE', en: 'Zimbabwe', fr: 'Zimbabwe' },
];

/**
 * Other ways people wrote a country before the forms offered the list: nationalities in English
 * and French (both genders), and the usual short names. Compared without case, accents or
 * punctuation (normalName).
 */
const ALIASES: Record<string, readonly string[]> = {
  AFG: ['Afghan', 'Afghane'],
  ALB: ['Albanian', 'Albanais', 'Albanaise'],
  ARE: ['UAE', 'Emirati', 'Emirates', 'Émirats arabes unis', 'Émirien', 'Émirienne'],
  BEL: ['Belgian', 'Belge'],
  BGD: ['Bangladeshi', 'Bangladais', 'Bangladaise'],
  BIH: ['Bosnian', 'Bosnia', 'Bosnien', 'Bosnienne'],
  CAN: ['Canadian', 'Canadien', 'Canadienne'],
  CHE: ['Swiss', 'Suisse'],
  CIV: ['Ivory Coast', 'Ivorian', 'Ivoirien', 'Ivoirienne', 'Cote d Ivoire'],
  CMR: ['Cameroonian', 'Camerounais', 'Camerounaise'],
  DEU: ['German', 'Allemand', 'Allemande'],
  DZA: ['Algerian', 'Algérien', 'Algérienne'],
  EGY: ['Egyptian', 'Égyptien', 'Égyptienne'],
  ERI: ['Eritrean', 'Érythréen', 'Érythréenne'],
  ETH: ['Ethiopian', 'Éthiopien', 'Éthiopienne'],
  FRA: ['French', 'Français', 'Française'],
  GBR: ['UK', 'Great Britain', 'Britain', 'British', 'England', 'Britannique', 'Angleterre'],
  GIN: ['Guinean', 'Guinéen', 'Guinéenne'],
  HTI: ['Haitian', 'Haïtien', 'Haïtienne'],
  IDN: ['Indonesian', 'Indonésien', 'Indonésienne'],
  IND: ['Indian', 'Indien', 'Indienne'],
  IRN: ['Iranian', 'Iranien', 'Iranienne'],
  IRQ: ['Iraqi', 'Irakien', 'Irakienne'],
  JOR: ['Jordanian', 'Jordanien', 'Jordanienne'],
  KWT: ['Kuwaiti', 'Koweïtien', 'Koweïtienne'],
  LBN: ['Lebanese', 'Libanais', 'Libanaise'],
  LBY: ['Libyan', 'Libyen', 'Libyenne'],
  LKA: ['Sri Lankan', 'Sri-Lankais', 'Sri-Lankaise'],
  MAR: ['Moroccan', 'Marocain', 'Marocaine'],
  MLI: ['Malian', 'Malien', 'Malienne'],
  MRT: ['Mauritanian', 'Mauritanien', 'Mauritanienne'],
  MYS: ['Malaysian', 'Malaisien', 'Malaisienne'],
  NGA: ['Nigerian', 'Nigérian', 'Nigériane'],
  PAK: ['Pakistani', 'Pakistanais', 'Pakistanaise'],
  PSE: ['Palestine', 'Palestinian', 'Palestinien', 'Palestinienne'],
  QAT: ['Qatari', 'Qatarien', 'Qatarienne'],
  SAU: ['KSA', 'Saudi', 'Saoudien', 'Saoudienne'],
  SDN: ['Sudanese', 'Soudanais', 'Soudanaise'],
  SEN: ['Senegalese', 'Sénégalais', 'Sénégalaise'],
  SOM: ['Somali', 'Somalian', 'Somalien', 'Somalienne'],
  SYR: ['Syrian', 'Syrien', 'Syrienne'],
  TUN: ['Tunisian', 'Tunisien', 'Tunisienne'],
  TUR: ['Turkish', 'Turkey', 'Turc', 'Turque'],
  USA: ['US', 'U.S.A.', 'United States of America', 'American', 'Américain', 'Américaine'],
  YEM: ['Yemeni', 'Yéménite'],
};

/** Lowercase, without accents, punctuation or repeated spaces ("Côte d’Ivoire" → "cote d ivoire"). */
function normalName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const BY_CODE = new Map(COUNTRIES.map((c) => [c.code, c]));

const BY_NAME: ReadonlyMap<string, string> = (() => {
  const names = new Map<string, string>();
  for (const c of COUNTRIES) {
    names.set(normalName(c.en), c.code);
    names.set(normalName(c.fr), c.code);
  }
  for (const [code, aliases] of Object.entries(ALIASES)) {
    for (const alias of aliases) names.set(normalName(alias), code);
  }
  return names;
})();

/** Whether `value` is an ISO 3166-1 alpha-3 code of the list ("CAN"). */
export function isCountryCode(value: unknown): value is string {
  return typeof value === 'string' && BY_CODE.has(value);
}

/**
 * The code a stored or typed value stands for: a code as is (any case), a country's English or
 * French name, or a nationality ("Canadian", "Pakistanaise"); null when nothing says which
 * (blank, or free text the list does not know).
 */
export function countryCode(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  const upper = trimmed.toUpperCase();
  if (BY_CODE.has(upper)) return upper;
  return BY_NAME.get(normalName(trimmed)) ?? null;
}

/** A code's name in a language ("CAN" → "Canada"); the value itself when it is not a code. */
export function countryName(code: string, language: FormLanguage): string {
  const country = BY_CODE.get(code);
  return country ? country[language] : code;
}

/** The list a form offers, sorted by name in its language. */
export function countryOptions(language: FormLanguage): { code: string; name: string }[] {
  const locale = language === 'fr' ? 'fr-CA' : 'en-CA';
  return COUNTRIES.map((c) => ({ code: c.code, name: c[language] })).sort((a, b) =>
    a.name.localeCompare(b.name, locale),
  );
}
