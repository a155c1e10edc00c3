// The French versions of the demo content, kept apart from the English content so
// each reads as one text. Written with plain spaces: the domain's frenchSpacing (the one rule, which
// the admin's French versions get on save too) puts the spaces Canadian French wants before : ; ! ?
// $ and inside « ». Every published item has a complete French version; the Summer 2027 package
// (a draft) and the Madinah post (a draft) have none yet.
import { frenchSpacingDeep } from '@umrah/domain/model/french-typography';
import type { BlogInput } from '@umrah/domain/schemas/blog';
import type { GalleryItemInput } from '@umrah/domain/schemas/gallery';
import type { ItineraryDay } from '@umrah/domain/model/itinerary';
import type { PackageInput } from '@umrah/domain/schemas/package';

const paragraphs = (...ps: string[]) => ps.join('\n\n');

// ------------------------------------------------------------------------- itinerary days

/** The French of each day the seeded plans use, by its English title. */
const DAYS: Record<string, { title: string; description: string }> = {
  'Depart from Canada': {
    title: 'Départ du Canada',
    description: 'Rendez-vous avec le groupe à l’aéroport ; vol de nuit.',
  },
  'Ihram at Dhul Hulayfah and Umrah': {
    title: 'Ihram à Dhul Hulayfah et Omra',
    description:
      'Autocar depuis Médine avec un arrêt au miqat de Dhul Hulayfah ; Omra en groupe à l’arrivée.',
  },
  'Arrive in Makkah and perform Umrah': {
    title: 'Arrivée à La Mecque et Omra',
    description:
      'Atterrissage à Djeddah, transfert à l’hôtel en état d’ihram et Omra avec le groupe.',
  },
  'Ziyarat of Makkah': {
    title: 'Ziyarat de La Mecque',
    description:
      'Visite guidée du Jabal al-Nour, du Jabal Thawr, d’Arafat, de Muzdalifah et de Mina.',
  },
  'Prayers at the Haram': {
    title: 'Prières au Haram',
    description:
      'Journées libres pour la prière et le tawaf ; rappels quotidiens avec notre savant.',
  },
  'Arrive in Madinah': {
    title: 'Arrivée à Médine',
    description:
      'Transfert à l’hôtel près de Masjid an-Nabawi ; première prière à la mosquée du Prophète.',
  },
  'Haramain train to Madinah': {
    title: 'Train Haramain vers Médine',
    description: 'Train à grande vitesse vers Médine ; arrivée à l’hôtel près de Masjid an-Nabawi.',
  },
  'Ziyarat of Madinah': {
    title: 'Ziyarat de Médine',
    description: 'Masjid Quba, le mont Uhud et Masjid al-Qiblatain avec notre guide.',
  },
  'The last ten nights begin': {
    title: 'Début des dix dernières nuits',
    description: 'Tarawih et Qiyam au Haram ; le groupe recherche ensemble Laylat al-Qadr.',
  },
  'Istanbul old city': {
    title: 'La vieille ville d’Istanbul',
    description:
      'Visite guidée de la Mosquée bleue, de la Süleymaniye et d’Eyüp Sultan ; temps libre au Grand Bazar.',
  },
  'Free day in Istanbul': {
    title: 'Journée libre à Istanbul',
    description: 'Croisière facultative sur le Bosphore ; vol du soir vers Médine le lendemain.',
  },
  'Fly to Madinah': {
    title: 'Vol vers Médine',
    description: 'Vol de Turkish Airlines vers Médine en après-midi.',
  },
};

const CITY_FR: Record<string, string> = { Makkah: 'La Mecque', Madinah: 'Médine' };

/** Each English day's French text, by the same day number. */
export function frenchPlan(days: readonly ItineraryDay[]) {
  return days.map(({ day, title, city }) => {
    if (title === 'Fly home') {
      return {
        day,
        title: 'Vol de retour',
        description: `Transfert à l’aéroport depuis ${CITY_FR[city] ?? city} ; l’eau de Zamzam est remise à l’enregistrement.`,
      };
    }
    const french = DAYS[title];
    if (!french) throw new Error(`No French for the itinerary day "${title}"`);
    return { day, ...french };
  });
}

// ------------------------------------------------------------------------------- packages

type PackageFrench = Omit<NonNullable<PackageInput['fr']>, 'itinerary'>;

const BASE_EXCLUSIONS = 'Assurance voyage et médicale';

const PACKAGES: Record<string, PackageFrench> = {
  'ramadan-last-ten-nights': {
    title: 'Les dix dernières nuits du Ramadan',
    description:
      'Passez les dix dernières nuits du Ramadan 2027 près du Haram à La Mecque, puis célébrez l’Aïd al-Fitr à Médine. Hôtels 5 étoiles, suhour et iftar chaque jour.',
    fullDescription: paragraphs(
      'Les dix dernières nuits du Ramadan sont les nuits les plus bénies de l’année, et aucun lieu n’égale le Haram pour rechercher Laylat al-Qadr. Ce forfait vous loge dans un hôtel 5 étoiles à distance de marche de Masjid al-Haram pour les dix dernières nuits : vous priez les Tarawih et le Qiyam sans longs trajets.',
      'Vous partez du Canada vers Djeddah, puis vous êtes transféré à La Mecque pour accomplir votre Omra à l’arrivée avec notre groupe accompagné d’un savant. Le suhour et l’iftar sont servis à l’hôtel chaque jour, et notre équipe est présente jour et nuit pendant les nuits les plus achalandées.',
      'Après les dernières nuits à La Mecque, nous rejoignons Médine en train à grande vitesse Haramain pour passer l’Aïd al-Fitr près de Masjid an-Nabawi. Les dates suivent le calendrier islamique prévu et peuvent changer d’un jour selon l’observation de la lune ; nous vous confirmons les vols définitifs à l’avance.',
    ),
    features: [
      '11 nuits à La Mecque couvrant les dix dernières nuits',
      'L’Aïd al-Fitr à Médine',
      'Hôtels 5 étoiles à distance de marche des deux Harams',
      'Suhour et iftar chaque jour',
      'Train à grande vitesse Haramain de La Mecque à Médine',
      'Groupe accompagné d’un savant canadien',
    ],
    inclusions: [
      'Traitement du visa d’Omra',
      'Vols aller-retour en classe économique depuis le Canada',
      'Hébergement dans les hôtels indiqués',
      'Buffet de suhour et d’iftar chaque jour',
      'Transferts aéroport et entre les villes',
      'Omra et Ziyarat guidées à La Mecque et à Médine',
      'Eau de Zamzam (5 L) au départ',
    ],
    exclusions: [
      BASE_EXCLUSIONS,
      'Dîner et dépenses personnelles',
      'Frais de bagages excédentaires',
      'Paiements de Qurbani ou de sadaqa',
    ],
    makkahStayNotes: 'Buffet de suhour et d’iftar chaque jour ; chambres pour deux ou trois',
    madinahStayNotes: 'Déjeuner et iftar chaque jour',
  },
  'december-holiday-umrah': {
    title: 'Omra des Fêtes en décembre',
    description:
      'Profitez du congé d’hiver pour une Omra familiale de 14 jours : climat doux, hôtels 4 étoiles, Ziyarat et vols depuis cinq villes canadiennes.',
    fullDescription: paragraphs(
      'Le congé des Fêtes est le moment le plus simple pour bien des familles canadiennes, et le climat à La Mecque et à Médine est alors des plus agréables : journées chaudes et soirées fraîches. Ce départ de deux semaines suit le congé scolaire pour que parents et enfants voyagent ensemble.',
      'Les places pendant les Fêtes partent vite : nous recommandons de réserver tôt. Un acompte garantit votre place et le solde est dû 60 jours avant le départ.',
    ),
    features: [
      'Au rythme du congé scolaire canadien',
      'Hôtels 4 étoiles près des deux Harams',
      'Déjeuner chaque jour',
      'Ziyarat à La Mecque et à Médine',
      'Atelier de préparation à la Omra à Mississauga avant le départ',
    ],
    inclusions: [
      'Traitement du visa d’Omra',
      'Vols aller-retour en classe économique depuis le Canada',
      'Hébergement dans les hôtels indiqués',
      'Déjeuner chaque jour',
      'Transferts en autocar climatisé',
      'Ziyarat guidées',
    ],
    exclusions: [BASE_EXCLUSIONS, 'Dîner et souper', 'Dépenses personnelles'],
    makkahStayNotes:
      'Déjeuner chaque jour ; les chambres quadruples sont partagées en famille ou entre pèlerins du même sexe',
    madinahStayNotes: 'Déjeuner chaque jour',
  },
  'umrah-plus-istanbul': {
    title: 'Omra et Istanbul',
    description:
      'Commencez par trois nuits à Istanbul parmi ses mosquées historiques, puis rejoignez Médine et La Mecque pour la Omra. Vols Turkish Airlines depuis le Canada.',
    fullDescription: paragraphs(
      'Ce voyage associe la Omra à un court séjour à Istanbul, une ville riche en histoire islamique. Vous passez trois nuits dans la vieille ville, avec une visite guidée de la Mosquée bleue, de la mosquée Süleymaniye et de la mosquée d’Eyüp Sultan, et du temps libre pour le Grand Bazar.',
      'D’Istanbul, vous vous envolez vers Médine pour quatre nuits près de Masjid an-Nabawi. Vous revêtez ensuite l’ihram et formulez votre intention au miqat de Dhul Hulayfah en route vers La Mecque, où vous accomplissez la Omra avec le groupe et séjournez cinq nuits près du Haram.',
      'En octobre, le temps est agréable dans les deux pays : c’est l’un de nos départs les plus confortables de l’année.',
    ),
    features: [
      '3 nuits à Istanbul avec une visite guidée de la ville',
      'Arrêt au miqat de Dhul Hulayfah',
      'Hôtels 4 étoiles tout au long du voyage',
      'Vols Turkish Airlines via Istanbul',
    ],
    inclusions: [
      'Traitement du visa d’Omra',
      'Vols aller-retour depuis le Canada via Istanbul',
      'Hôtels à Istanbul, à Médine et à La Mecque',
      'Déjeuner chaque jour',
      'Visite d’Istanbul avec un guide local',
      'Tous les transferts aéroport et entre les villes',
    ],
    exclusions: [
      BASE_EXCLUSIONS,
      'Dîner et souper',
      'Droits d’entrée des visites facultatives',
      'Dépenses personnelles',
    ],
    makkahStayNotes: 'Déjeuner chaque jour ; navette de l’hôtel vers le Haram aux heures de prière',
    madinahStayNotes: 'Déjeuner chaque jour',
  },
  'premium-5-star-umrah': {
    title: 'Omra Prestige 5 étoiles',
    description:
      'Dix nuits en hôtels 5 étoiles à quelques pas du Haram et de Masjid an-Nabawi, avec transferts privés, un accompagnateur dédié et un petit groupe.',
    fullDescription: paragraphs(
      'Notre Omra Prestige s’adresse aux pèlerins qui veulent consacrer le plus de temps possible à l’adoration. Les deux hôtels sont à quelques pas des portes de la mosquée : vous vous rendez à pied à chaque prière, vous vous reposez entre elles et vous retournez au Haram sans foule ni longues marches.',
      'Les groupes restent petits, et un accompagnateur dédié voyage avec vous depuis le Canada. Les transferts se font en véhicule privé, et vous choisissez une chambre double, triple ou quadruple.',
      'Le départ de janvier tombe pendant la douce saison d’hiver, idéale pour les pèlerins âgés et pour toute personne qui accomplit la Omra pour la première fois.',
    ),
    features: [
      'Hôtels 5 étoiles aux portes des deux Harams',
      'Petit groupe avec un accompagnateur dédié',
      'Transferts privés',
      'Pension complète',
      'Aide pour réserver une visite à la Rawdah',
    ],
    inclusions: [
      'Traitement du visa d’Omra',
      'Vols aller-retour depuis le Canada',
      'Hébergement dans les hôtels indiqués',
      'Déjeuner, dîner et souper',
      'Transferts privés aéroport et entre les villes',
      'Ziyarat guidées',
      'Carte SIM locale avec données',
    ],
    exclusions: [BASE_EXCLUSIONS, 'Dépenses personnelles', 'Blanchisserie et service aux chambres'],
    makkahStayNotes: 'Chambres avec vue sur le Haram sur demande ; déjeuner et souper',
    madinahStayNotes: 'Déjeuner et souper',
  },
  'economy-umrah-14-days': {
    title: 'Omra économique de 14 jours',
    description:
      'Une Omra abordable de deux semaines : hôtels 3 étoiles, navette gratuite vers le Haram, visa, vols et Ziyarat guidées inclus. Idéale pour une première Omra.',
    fullDescription: paragraphs(
      'Accomplir la Omra ne devrait pas attendre un plus gros budget. Notre forfait économique garde les coûts bas sans rogner sur l’essentiel : votre visa, les vols aller-retour, des hôtels 3 étoiles confortables et un accompagnateur expérimenté sont inclus.',
      'À La Mecque, vous logez à un court trajet en navette de Masjid al-Haram, avec des autobus vers la mosquée jour et nuit. À Médine, l’hôtel est à distance de marche de Masjid an-Nabawi.',
      'Les chambres quadruples offrent le meilleur prix par personne ; des chambres triples et doubles sont offertes aux familles et aux couples qui préfèrent plus d’espace.',
    ),
    features: [
      'Meilleur prix par personne',
      'Navette gratuite 24 h sur 24 vers le Haram à La Mecque',
      'À distance de marche de Masjid an-Nabawi',
      'Omra guidée avec notre accompagnateur',
    ],
    inclusions: [
      'Traitement du visa d’Omra',
      'Vols aller-retour en classe économique depuis le Canada',
      'Hébergement dans les hôtels indiqués',
      'Déjeuner chaque jour',
      'Transferts en autocar',
      'Ziyarat à La Mecque et à Médine',
    ],
    exclusions: [
      BASE_EXCLUSIONS,
      'Dîner et souper',
      'Dépenses personnelles',
      'Frais de bagages excédentaires',
    ],
    makkahStayNotes:
      'Navette gratuite vers le Haram toutes les 30 minutes ; les chambres quadruples sont partagées en famille ou entre pèlerins du même sexe',
    madinahStayNotes: 'Déjeuner chaque jour',
  },
  'family-umrah-package': {
    title: 'Forfait Omra en famille',
    description:
      'Une Omra paisible de 12 nuits pour les familles avec enfants : grandes chambres familiales, rythme plus lent, transferts adaptés aux poussettes et dates flexibles.',
    fullDescription: paragraphs(
      'Faire la Omra avec ses enfants est un cadeau dont ils se souviendront toute leur vie, et un peu de préparation facilite beaucoup les choses. Ce forfait garde un rythme doux, avec du repos prévu chaque jour et des hôtels choisis pour leurs chambres familiales et leur accès facile à la mosquée.',
      'Notre équipe vous aide à préparer les enfants avant le départ, avec un atelier familial sur les rites de la Omra et sur ce qui les attend à l’aéroport, dans l’avion et au Haram.',
      'Les dates sont flexibles : dites-nous quand votre famille peut voyager et nous bâtirons le voyage selon votre calendrier scolaire. Les chambres quadruples et triples conviennent à la plupart des familles ; renseignez-vous sur les chambres communicantes.',
    ),
    features: [
      'Chambres familiales et chambres communicantes sur demande',
      'Dates de voyage flexibles',
      'Tarif réduit pour les enfants de moins de 12 ans',
      'Atelier familial avant le départ',
      'Horaire détendu avec des journées de repos',
    ],
    inclusions: [
      'Traitement du visa d’Omra pour toute la famille',
      'Vols aller-retour depuis le Canada',
      'Hébergement dans les hôtels indiqués',
      'Déjeuner chaque jour',
      'Transferts en fourgonnette privée',
      'Ziyarat à La Mecque et à Médine',
    ],
    exclusions: [
      BASE_EXCLUSIONS,
      'Dîner et souper',
      'Poussettes et sièges d’auto',
      'Dépenses personnelles',
    ],
    makkahStayNotes: 'Suites familiales avec cuisinette ; navette vers le Haram',
    madinahStayNotes: 'Chambres familiales communicantes sur demande',
  },
  'express-umrah-10-days': {
    title: 'Omra express de 10 jours',
    description:
      'Une Omra courte de 10 jours pour les professionnels pressés : cinq nuits à La Mecque et trois à Médine, hôtels selon votre préférence confirmés à la réservation.',
    fullDescription: paragraphs(
      'Tout le monde ne peut pas s’absenter du travail deux semaines. L’Omra express réunit l’essentiel en dix jours : la Omra dès l’arrivée à La Mecque, cinq nuits près du Haram et trois nuits à Médine pour prier à Masjid an-Nabawi.',
      'Les hôtels sont confirmés au moment de la réservation selon les disponibilités et votre préférence, toujours 3 étoiles ou plus et à proximité du Haram. Les départs ont lieu toute l’année en dehors de la saison du Hajj ; écrivez-nous avec vos dates préférées.',
    ),
    features: ['Seulement 10 jours', 'Départs toute l’année', 'Omra le jour de l’arrivée'],
    inclusions: [
      'Traitement du visa d’Omra',
      'Vols aller-retour en classe économique depuis le Canada',
      'Hébergement (3 étoiles ou plus)',
      'Transferts aéroport et entre les villes',
    ],
    exclusions: [BASE_EXCLUSIONS, 'Repas', 'Ziyarat', 'Dépenses personnelles'],
    makkahStayNotes: '',
    madinahStayNotes: '',
  },
};

/** A package with its French version (itinerary days matched by number), when one is written. */
export function withFrenchPackage<P extends PackageInput>(pkg: P): P {
  const french = PACKAGES[pkg.slug];
  if (!french || pkg.fr) return pkg;
  return { ...pkg, fr: frenchSpacingDeep({ ...french, itinerary: frenchPlan(pkg.itinerary) }) };
}

// ---------------------------------------------------------------------------------- blogs

type BlogFrench = NonNullable<BlogInput['fr']>;

const BLOGS: Record<string, BlogFrench> = {
  'umrah-visa-from-canada': {
    title: 'Obtenir son visa d’Omra depuis le Canada',
    excerpt:
      'Les citoyens canadiens peuvent demander un visa saoudien en ligne. Voici les étapes, les documents requis et les délais habituels, du passeport à l’approbation.',
    content: paragraphs(
      'Les citoyens canadiens peuvent accomplir la Omra avec un visa électronique touristique saoudien ou avec un visa d’Omra obtenu par une agence autorisée comme la nôtre. Les deux se demandent en ligne ; inutile de vous présenter à une ambassade. Quand vous réservez un forfait avec nous, nous nous occupons de la demande.',
      'Étape 1 : vérifiez votre passeport. Il doit être valide au moins six mois après votre date d’arrivée en Arabie saoudite et avoir des pages vierges. Si vous devez renouveler votre passeport canadien, faites-le avant tout, car les délais varient au cours de l’année.',
      'Étape 2 : envoyez-nous vos documents. Il nous faut une numérisation couleur nette de la page photo de votre passeport, une photo récente format passeport sur fond blanc et vos dates de voyage. Les résidents permanents du Canada envoient aussi leur carte de RP et leur passeport ; les règles dépendent du passeport que vous détenez, et nous confirmons vos options avant la réservation.',
      'Étape 3 : les vaccins. Les règles sanitaires saoudiennes pour les pèlerins comprennent depuis longtemps le vaccin quadrivalent contre la méningite (ACWY), et d’autres exigences changent d’une saison à l’autre. Prenez rendez-vous tôt dans une clinique santé-voyage et apportez votre carnet de vaccination ; nous vous envoyons les exigences en vigueur avec la confirmation de réservation.',
      'Étape 4 : l’approbation. La plupart des visas sont approuvés en 3 à 5 jours ouvrables. Vous recevez le visa par courriel ; imprimez-en une copie et gardez-en une dans votre téléphone. Une fois le visa délivré, nous vous aidons à vous inscrire dans l’application Nusuk pour réserver votre visite à la Rawdah à Médine.',
      'Enfin, souscrivez une assurance médicale de voyage : les régimes provinciaux couvrent très peu de frais à l’extérieur du Canada. Il est aussi sage d’inscrire votre voyage au service d’Inscription des Canadiens à l’étranger du gouvernement du Canada.',
    ),
  },
  'umrah-packing-list': {
    title: 'La liste complète des bagages pour la Omra au départ du Canada',
    excerpt:
      'De l’ihram au savon sans parfum en passant par le bon adaptateur électrique : ce qu’il faut apporter pour la Omra, et ce qu’il faut laisser à la maison.',
    content: paragraphs(
      'Voyagez léger : vous marcherez beaucoup, et la plupart des hôtels sont achalandés à l’arrivée et au départ. Une valise moyenne et un petit sac à dos par personne suffisent pour deux semaines, et laissent de la place pour l’eau de Zamzam et les dattes au retour.',
      'Pour les hommes : deux tenues d’ihram (deux pièces de tissu blanc sans couture chacune), une ceinture ou une pochette pour les tenir, et des sandales confortables qui laissent le dessus du pied découvert. Mettez une tenue dans votre bagage de cabine, car la plupart des pèlerins partant du Canada entrent en ihram avant que l’avion ne passe le miqat.',
      'Pour les femmes : il n’y a pas de vêtement d’ihram particulier. Apportez des vêtements amples, confortables et pudiques, quelques foulards et de bonnes chaussures ou sandales de marche.',
      'Pour tous : savon, shampoing, désodorisant et écran solaire sans parfum (le parfum est interdit en état d’ihram) ; un petit tapis de prière ; une gourde réutilisable ; un parapluie pour l’ombre ; une couche légère pour les mosquées climatisées ; vos médicaments d’ordonnance dans leur emballage d’origine avec une copie de l’ordonnance ; et un adaptateur universel, car les prises saoudiennes sont surtout de type britannique à trois broches.',
      'Documents : passeport, visa imprimé, détails des vols et des hôtels, police d’assurance voyage, carnet de vaccination et une copie de notre fiche de contacts d’urgence. Gardez aussi des copies numériques dans votre téléphone.',
      'À laisser à la maison : les objets de valeur inutiles, les grosses sommes d’argent comptant (les cartes sont acceptées presque partout) et les livres lourds ; un petit livre de douas de poche suffit.',
    ),
  },
  'umrah-step-by-step': {
    title: 'La Omra étape par étape : un guide simple des rites',
    excerpt:
      'Ihram, Tawaf, Sa‘i et coupe des cheveux : les quatre rites de la Omra expliqués clairement, pour savoir exactement quoi faire à votre arrivée à La Mecque.',
    content: paragraphs(
      'La Omra comporte quatre parties essentielles : entrer en ihram avec l’intention, le Tawaf autour de la Kaaba, le Sa‘i entre Safa et Marwa, puis se raser ou se couper les cheveux. Elle dure habituellement de deux à quatre heures, selon la foule.',
      '1. L’ihram. Avant d’atteindre le miqat, faites le grand lavage (ghusl) ; les hommes revêtent les deux pièces de tissu blanc de l’ihram, et chacun formule l’intention de la Omra et commence à réciter la Talbiya : « Labbayk Allahumma labbayk ». Sur les vols au départ du Canada, l’équipage ou votre accompagnateur annonce l’approche du miqat. Dès lors, les interdits de l’ihram s’appliquent : pas de parfum, pas de coupe des cheveux ni des ongles et, pour les hommes, ni vêtement cousu ni couvre-chef.',
      '2. Le Tawaf. À Masjid al-Haram, faites sept tours de la Kaaba dans le sens inverse des aiguilles d’une montre, en commençant et en terminant à l’angle de la Pierre noire, la Kaaba à votre gauche. Il n’y a pas de doua imposée ; invoquez Allah et souvenez-vous de Lui avec vos propres mots. Ensuite, priez deux rak‘as derrière le Maqam Ibrahim s’il y a de la place, ou ailleurs dans la mosquée, et buvez de l’eau de Zamzam.',
      '3. Le Sa‘i. Parcourez sept fois la distance entre les collines de Safa et de Marwa, en commençant à Safa et en terminant à Marwa ; chaque trajet compte pour un parcours. Les hommes trottinent entre les lumières vertes. Tout le trajet est intérieur et climatisé, avec des voies pour fauteuils roulants.',
      '4. Le halq ou le taqsir. Les hommes se rasent la tête ou se coupent les cheveux uniformément ; les femmes coupent environ la longueur d’un bout de doigt à l’extrémité de leurs cheveux. Votre Omra est alors accomplie et les interdits de l’ihram sont levés.',
      'Nos accompagnateurs accomplissent la Omra avec chaque groupe à l’arrivée : vous n’avez jamais à vous débrouiller seul. En cas de doute sur une règle, posez la question à votre accompagnateur ou à l’imam de votre mosquée avant le départ.',
    ),
  },
};

/** A blog post with its French version, when one is written. */
export function withFrenchBlog<B extends BlogInput>(post: B): B {
  const french = BLOGS[post.slug];
  return french && !post.fr ? { ...post, fr: frenchSpacingDeep(french) } : post;
}

// -------------------------------------------------------------------------------- gallery

type GalleryFrench = NonNullable<GalleryItemInput['fr']>;

/** By the English title (gallery items have no slug). */
const GALLERY: Record<string, GalleryFrench> = {
  'Prayers at Masjid Quba': {
    title: 'Prières à la mosquée Quba',
    description: 'Notre groupe d’octobre à la mosquée Quba, le premier matin des Ziyarat.',
  },
  'Group departure from Toronto Pearson': {
    title: 'Départ du groupe à l’aéroport Pearson de Toronto',
    description:
      'Quarante-deux pèlerins de la région du Grand Toronto partis ensemble pour le départ de mars.',
  },
  'Morning in the courtyard of Masjid an-Nabawi': {
    title: 'Matin dans la cour de Masjid an-Nabawi',
    description:
      'Les grands parasols s’ouvrent au lever du soleil pour abriter les pèlerins après Fajr.',
  },
  'Makkah by night': {
    title: 'La Mecque la nuit',
    description: 'La vue depuis l’hôtel de notre groupe Prestige après Isha.',
  },
  'Date farms of Madinah': { title: 'Les palmeraies de Médine', description: '' },
  'Ziyarat to Jabal al-Nour': {
    title: 'Ziyarat au Jabal al-Nour',
    description: 'Une partie du groupe a gravi la montagne à l’aube vers la grotte de Hira.',
  },
};

/** A gallery item with its French version, when one is written. */
export function withFrenchGalleryItem<G extends GalleryItemInput>(item: G): G {
  const french = GALLERY[item.title];
  return french && !item.fr ? { ...item, fr: frenchSpacingDeep(french) } : item;
}
