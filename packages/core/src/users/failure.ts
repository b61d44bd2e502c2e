// Moved to shared (company management reads server details the same way); kept so imports stay put.
export { serverDetail } from '../shared/serverDetail';
