export * from './contract/index';
