// French words of the back office's sign-in and guard, typed by the English part.
import type { enAdmin } from './sign-in.en.ts';
import type { DictionaryPart } from '../types.ts';

export const frAdmin: DictionaryPart<typeof enAdmin> = {
  'admin.login.invalid': 'Identifiant ou mot de passe incorrect',
  'admin.login.tooMany': 'Trop de tentatives de connexion échouées. Veuillez patienter quelques minutes puis réessayer.',
  'admin.session.required': 'Veuillez vous connecter pour continuer.',
  'admin.request.foreignOrigin': 'Cette requête doit provenir du site lui-même.',
  'admin.request.notJson': 'Envoyez le corps de la requête en JSON (Content-Type: application/json).',
};
