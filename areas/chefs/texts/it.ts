/** The screen texts of the chefs (`chefs.*`) in Italian (it): en-US's ids, each translated (tests/unit/catalogues.test.ts). */
import type { texts as english } from './en-US';

export const texts: Partial<Record<keyof typeof english, string>> = {
  'nav.chef': 'Chef',
  'chefs.title': 'Chef',
  'chefs.description': 'Gli chef che tengono corsi sulla piattaforma.',
  'chefs.count': '{count, plural, one {# chef} other {# chef}}',
  'chefs.add': 'Aggiungi chef',
  'chefs.search': 'Cerca chef',
  'chefs.empty': 'Ancora nessuno chef',
  'chefs.deleteTitle': 'Eliminare lo chef?',
  'chefs.viewTitle': 'Dettagli dello chef',
  'chefs.addTitle': 'Aggiungi chef',
  'chefs.editTitle': 'Modifica chef',
  'chefs.addDescription': 'Crea il profilo di uno chef; potrà poi essere scelto nel modulo dei corsi.',
  'chefs.editDescription': 'Aggiorna il profilo di questo chef.',
  'chefs.bioPlaceholder': 'Qualche riga sulla cucina e sul percorso dello chef',
  // The server's answers by code (chef-contract.ts's chefAnswers)
  'answer.chef.list': 'Elenco chef',
  'answer.chef.lookup': 'Chef',
  'answer.chef.details': 'Dettagli chef',
  'answer.chef.added': 'Chef aggiunto',
  'answer.chef.updated': 'Chef aggiornato',
  'answer.chef.activated': 'Chef attivato',
  'answer.chef.deactivated': 'Chef disattivato',
  'answer.chef.deleted': 'Chef eliminato',
  'answer.chef.not_found': 'Chef non trovato',
  'answer.chef.has_classes': 'Questo chef ha delle lezioni; eliminale o riassegnale prima.',
};
