// French words the back office's excursion calls speak (see ./adminExcursions.en.ts).
import type { DictionaryPart } from '../types.ts';
import type { enAdminExcursions } from './excursions.en.ts';

export const frAdminExcursions: DictionaryPart<typeof enAdminExcursions> = {
  'adminExcursion.field.key.required': 'La clé est obligatoire',
  'adminExcursion.field.key.invalid': 'Utilisez des minuscules, des chiffres et des tirets, avec au moins une lettre (ex. croisiere-seine-soir).',
  'adminExcursion.field.key.taken': 'Une autre excursion utilise déjà cette clé.',
  'adminExcursion.field.title.required': 'Le titre est obligatoire',
  'adminExcursion.field.price.required': 'Le prix est obligatoire',
  'adminExcursion.field.price.invalid': 'Saisissez un prix en euros, par ex. 450 ou 129.50.',
  'adminExcursion.field.highlights.required': 'Au moins un point fort est obligatoire',
  'adminExcursion.field.included.required': 'Au moins un élément inclus est obligatoire',
  'adminExcursion.field.list.tooMany': 'Trop de lignes : supprimez-en quelques-unes.',
  'adminExcursion.field.images.url': 'Une image est un fichier téléversé ou une adresse commençant par https://.',
  'adminExcursion.field.images.variant': 'Les versions réduites de cette image ne viennent pas de ce site : téléversez de nouveau l’image.',
  'adminExcursion.field.images.missing': 'Une image téléversée n’est plus enregistrée : retirez-la et téléversez-la de nouveau.',
  'adminExcursion.error.notFound': 'Cette excursion n’existe pas : elle a peut-être été supprimée.',
  'adminUpload.field.file.required': 'Choisissez un fichier image.',
  'adminUpload.field.file.type': 'Seules les images JPEG, PNG, WebP ou AVIF peuvent être téléversées.',
  'adminUpload.field.file.tooLarge': 'Le fichier est trop lourd : 8 Mo au maximum.',
  'adminUpload.field.file.dimensions': 'L’image est trop grande : 8000 pixels de côté et 40 mégapixels au maximum.',
  'adminUpload.field.file.unreadable': 'Ce fichier image est endommagé ou incomplet.',
};
