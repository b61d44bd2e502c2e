// Setup for the jsdom 'ui' project: composed stories get the same decorators as Storybook
// (CurateProvider around every story), and the DOM is reset after each test.
import { setProjectAnnotations } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import preview from '../../.storybook/preview';

setProjectAnnotations(preview);

// jsdom has no Web Animations API. Headless UI installs a stand-in at import time that warns on every
// call; its transitions only need an empty list, so replace it with a silent one.
Element.prototype.getAnimations = () => [];

// Nor ResizeObserver, with which Headless UI's combobox and menus watch their anchors.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(() => {
  cleanup();
});
