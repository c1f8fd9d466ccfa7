import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../schemas/core';
import { registerFieldFormats } from './fieldFormats';
import { fieldInputs } from './fieldInputs';
import { fieldRegistry } from './fieldRegistry';

const label = { pl: 'Szkic', en: 'Sketch', de: 'Skizze', fr: 'Croquis' };
// A format no schema has: what a module might draw itself.
const sketch = { type: 'longText', format: 'sketch', label } as unknown as FieldDef;
const plain: FieldDef = { type: 'longText', label };

const SketchView = (_: { source: string; label?: string }) => null;
const SketchEditor = (_: { source: string; label?: string }) => null;

describe('field formats a module draws', () => {
  it('are shown and edited as any field of their type until a module registers them', () => {
    expect(fieldRegistry.longText.field({ source: 'drawing', field: sketch }).type).toBe(fieldRegistry.longText.field({ source: 'drawing', field: plain }).type);
    expect(fieldInputs.longText.input({ source: 'drawing', field: sketch }).type).toBe(fieldInputs.longText.input({ source: 'drawing', field: plain }).type);
  });

  it('once registered, are shown and edited by the module\'s own components, and only they', () => {
    registerFieldFormats({ sketch: { field: ({ source }) => <SketchView source={source} />, input: ({ source }) => <SketchEditor source={source} /> } });
    const shown = fieldRegistry.longText.field({ source: 'drawing', field: sketch });
    const edited = fieldInputs.longText.input({ source: 'drawing', field: sketch });
    expect(shown.type).toBe(SketchView);
    expect(shown.props.source).toBe('drawing');
    expect(edited.type).toBe(SketchEditor);
    expect(fieldRegistry.longText.field({ source: 'notes', field: plain }).type).not.toBe(SketchView);
    expect(fieldInputs.longText.input({ source: 'notes', field: plain }).type).not.toBe(SketchEditor);
    // Its filters stay its type's (a long text has none).
    expect(fieldRegistry.longText.filters({ source: 'drawing', field: sketch })).toEqual([]);
  });
});
