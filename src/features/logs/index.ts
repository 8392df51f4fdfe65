/** What other features use from the audit area: the words for collections and areas (light: no screens). */
export { areaOf, collectionLabel } from './labels';
