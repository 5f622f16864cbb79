// Les mots des demandes de confidentialité du back-office que l'API prononce (voir adminPrivacy.en.ts).
import type { DictionaryPart } from '../types.ts';
import type { enAdminPrivacy } from './privacy.en.ts';

export const frAdminPrivacy: DictionaryPart<typeof enAdminPrivacy> = {
  'adminPrivacy.field.confirm.mismatch': 'Saisissez à nouveau la même adresse e-mail pour confirmer l\u2019effacement.',
};
