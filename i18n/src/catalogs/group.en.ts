/**
 * A leader's group: its booking page (pages/group-booking) and the group price on the pay page.
 * English and French only, like the pay and trip pages: a group leader chooses one of the two.
 */
export const groupEn = {
  'group.title': 'Book with {group}',
  'group.description': 'Book your place in {group}: one date, one group, one price.',
  'group.eyebrow': 'Group booking',
  'group.ledBy': 'Led by {leader}',
  'group.ledByOrg': 'Led by {leader}, {organisation}',
  'group.codeLabel': 'Group code',
  'group.departure': 'Departure',
  'group.priceLabel': 'Group price',
  'group.pricePer': '{price} per traveller',
  'group.confirmed':
    '{count, plural, =0 {No traveller confirmed yet} one {# traveller confirmed so far} other {# travellers confirmed so far}}',
  'group.stepsIntro': 'The price drops for every traveller of the group as it grows:',
  'group.step': '{price} per traveller from {count} travellers confirmed',
  'group.formIntro':
    'You are booking in this group: we record it with your request. Fields marked * are required. No payment is taken now.',
  'group.invalidTitle': 'This group link is not valid',
  'group.invalidText':
    'Check the code with your group leader, or contact us and we will help you join the group.',
  'group.codeFormTitle': 'Joining a group?',
  'group.codeFormText': 'Enter the code your group leader gave you.',
  'group.codeFormButton': 'Go to my group',
  'group.payPrice': 'Group price ({group}): {price} per traveller',
  'group.payWhyStep': 'Lowered for the whole group once {count} travellers were confirmed.',
  'group.payWhyBase':
    "The group's price; it drops for everyone when the group reaches {count} travellers.",
  'group.payWhyBaseOnly': "The group's price.",
} as const;
