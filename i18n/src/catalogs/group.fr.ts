/** Le groupe d’un responsable : sa page de réservation et le prix de groupe (voir group.en.ts). */
import type { groupEn } from './group.en';

export const groupFr: Record<keyof typeof groupEn, string> = {
  'group.title': 'Réservez avec {group}',
  'group.description': 'Réservez votre place dans {group} : une date, un groupe, un prix.',
  'group.eyebrow': 'Réservation de groupe',
  'group.ledBy': 'Accompagné par {leader}',
  'group.ledByOrg': 'Accompagné par {leader}, {organisation}',
  'group.codeLabel': 'Code du groupe',
  'group.departure': 'Départ',
  'group.priceLabel': 'Prix de groupe',
  'group.pricePer': '{price} par voyageur',
  'group.confirmed':
    '{count, plural, =0 {Aucun voyageur confirmé pour l’instant} one {# voyageur confirmé pour l’instant} other {# voyageurs confirmés pour l’instant}}',
  'group.stepsIntro': 'Le prix baisse pour chaque voyageur du groupe à mesure qu’il grandit :',
  'group.step': '{price} par voyageur à partir de {count} voyageurs confirmés',
  'group.formIntro':
    'Vous réservez dans ce groupe : nous l’enregistrons avec votre demande. Les champs marqués d’un * sont obligatoires. Aucun paiement n’est demandé maintenant.',
  'group.invalidTitle': 'Ce lien de groupe n’est pas valide',
  'group.invalidText':
    'Vérifiez le code auprès du responsable de votre groupe, ou contactez-nous : nous vous aiderons à rejoindre le groupe.',
  'group.codeFormTitle': 'Vous rejoignez un groupe ?',
  'group.codeFormText': 'Saisissez le code que le responsable de votre groupe vous a donné.',
  'group.codeFormButton': 'Aller à mon groupe',
  'group.payPrice': 'Prix de groupe ({group}) : {price} par voyageur',
  'group.payWhyStep': 'Baissé pour tout le groupe dès {count} voyageurs confirmés.',
  'group.payWhyBase':
    'Le prix du groupe ; il baisse pour tous quand le groupe atteint {count} voyageurs.',
  'group.payWhyBaseOnly': 'Le prix du groupe.',
};
