export { raEnglish } from './en';
export { raPolish } from './pl';
export { raGerman } from './de';
export { raFrench } from './fr';
