export * from './api';
export * from './banks';
export * from './format';
export * from './bangkok-days';
export * from './input-filters';
export * from './limits';
export * from './messages';
export * from './shell-messages';
export * from './home-messages';
export * from './page-titles';
export * from './server-messages';
export * from './status';
export * from './validation';
export * from './money';
export * from './content';
export * from './link-target';
export * from './content-server-messages';
export * from './promotion';
export * from './promotion-summary';
export * from './promotion-description';
export * from './password-forms';
export * from './permissions';
export * from './operator';
export * from './money-operator';
export * from './play';
export * from './game-sandbox-messages';
export * from './affiliate';
<<<<<<< HEAD
export * from './affiliate-messages';
export * from './affiliate-titles';
=======
export * from './minigame';
export * from './minigame-draw';
>>>>>>> mg-server
