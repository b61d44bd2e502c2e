import { describe, expect, it } from 'vitest';
import { detectLanguage, functionWordLanguage, languageFromInstructions } from './language';

describe('detectLanguage', () => {
  it('tells English, German, French and Spanish product texts apart', () => {
    expect(
      detectLanguage('Compact drill driver for tight spaces. Ideal for cabinet installation and light framing.'),
    ).toBe('en');
    expect(detectLanguage('Kompakter Akku-Bohrschrauber für enge Räume. Ideal für den Möbelbau mit zwei Akkus.')).toBe(
      'de',
    );
    expect(
      detectLanguage('Perceuse-visseuse compacte pour les espaces restreints. Idéale pour le montage de meubles.'),
    ).toBe('fr');
    expect(
      detectLanguage('Taladro atornillador compacto para espacios reducidos. Ideal para la instalación de armarios.'),
    ).toBe('es');
    expect(detectLanguage('Akku-Bohrschrauber 18 V, 2 Akkus, Ladegerät, Koffer')).toBe('de');
  });

  it('recognises Italian, Dutch and Portuguese', () => {
    expect(detectLanguage('Trapano avvitatore compatto per spazi ristretti, con due batterie.')).toBe('it');
    expect(detectLanguage("Compacte boormachine voor krappe ruimtes, met twee accu's.")).toBe('nl');
    expect(detectLanguage('Berbequim compacto para espaços apertados, com duas baterias.')).toBe('pt');
  });

  it('reads short and unsure texts as English', () => {
    expect(detectLanguage('Black steel hammer')).toBe('en');
    expect(detectLanguage('DEWALT 20V MAX XR Brushless Cordless Drill Driver Kit')).toBe('en');
    expect(detectLanguage('Makita XFD131 18V LXT Lithium-Ion Brushless Cordless 1/2 in. Driver-Drill Kit')).toBe('en');
    expect(detectLanguage('')).toBe('en');
    expect(detectLanguage(null)).toBe('en');
    expect(detectLanguage('12345 678')).toBe('en');
  });

  it('names a language from function words only when they leave no doubt', () => {
    expect(functionWordLanguage('Der Bohrschrauber mit dem Akku ist für die Werkstatt und für den Garten.')).toBe('de');
    expect(functionWordLanguage('Steel hammer')).toBe(null);
  });
});

describe('languageFromInstructions', () => {
  it('reads the language the instructions ask for', () => {
    expect(languageFromInstructions('Write in German.')).toBe('de');
    expect(languageFromInstructions('Bitte auf Deutsch schreiben.')).toBe('de');
    expect(languageFromInstructions('Rédigez les descriptions en français.')).toBe('fr');
    expect(languageFromInstructions('Descriptions in Spanish, please.')).toBe('es');
    expect(languageFromInstructions('Escribe en español.')).toBe('es');
    expect(languageFromInstructions('Translate the texts into Italian.')).toBe('it');
    expect(languageFromInstructions('Language: de')).toBe('de');
    expect(languageFromInstructions('Schreibe die Texte auf Englisch.')).toBe('en');
  });

  it('answers null when no language is asked (a country is not a language)', () => {
    expect(languageFromInstructions('Always mention it is made in Germany.')).toBe(null);
    expect(languageFromInstructions('Hergestellt in Italien.')).toBe(null);
    expect(languageFromInstructions('Keep it short.')).toBe(null);
    expect(languageFromInstructions(null)).toBe(null);
  });

  it("reads a German text ending in 'Made in Germany' as German, helped by its letters", () => {
    expect(
      detectLanguage(
        'Bezug: 100 % Baumwolle. Füllung: Polyester-Hohlfaser, Füllgewicht 1.200 g. Waschbar bis 60 °C. Made in Germany.',
      ),
    ).toBe('de');
  });
});
