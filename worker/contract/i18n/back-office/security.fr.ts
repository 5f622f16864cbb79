// French words of the administrator's second factor (TOTP) that the API speaks, typed by the English part.
import type { DictionaryPart } from '../types.ts';
import type { enAdminSecurity } from './security.en.ts';

export const frAdminSecurity: DictionaryPart<typeof enAdminSecurity> = {
  'adminSecurity.login.codeRequired': 'Saisissez le code à 6 chiffres de votre application d’authentification, ou l’un de vos codes de secours.',
  'adminSecurity.login.wrongCode': 'Ce code est incorrect ou a déjà été utilisé. Saisissez le code actuel de votre application d’authentification.',
  'adminSecurity.field.code.invalid': 'Saisissez le code à 6 chiffres de votre application d’authentification, ou un code de secours.',
  'adminSecurity.field.code.wrong': 'Ce code est incorrect ou a déjà été utilisé.',
  'adminSecurity.field.password.wrong': 'Ce n’est pas votre mot de passe.',
  'adminSecurity.error.alreadyOn': 'La validation en deux étapes est déjà activée. Désactivez-la d’abord pour la configurer à nouveau.',
  'adminSecurity.error.noSetup': 'Commencez d’abord la configuration\u00a0: il n’y a pas encore de code à confirmer.',
  'adminSecurity.error.notOn': 'La validation en deux étapes est déjà désactivée.',
} as const;
