import { describe, expect, it } from 'vitest';
import {
  displayRisk,
  maxRisk,
  NON_INTERACTIVE_RISK,
  RISK_COLOURS,
  riskColour,
  riskColourName,
  riskFromSlider,
  riskLabel,
  sliderFromRisk,
} from './risk';

describe('risk labels', () => {
  it('names the four levels and anything else Risk Unknown', () => {
    expect([0, 1, 5, 10].map(riskLabel)).toEqual(['No Risk', 'Low Risk', 'Medium Risk', 'High Risk']);
    expect(riskLabel(3)).toBe('Risk Unknown');
    expect(riskLabel(null)).toBe('Risk Unknown');
    expect(riskLabel(NON_INTERACTIVE_RISK)).toBe('Risk Unknown');
  });
});

describe('risk colours', () => {
  it('follows the bands: null grey, -20 blue-grey, 0 green, <3 yellow, <7 orange, else red', () => {
    expect(riskColourName(null)).toBe('unknown');
    expect(riskColourName(undefined)).toBe('unknown');
    expect(riskColourName(-20)).toBe('nonInteractive');
    expect(riskColourName(0)).toBe('none');
    expect(riskColourName(1)).toBe('low');
    expect(riskColourName(2.9)).toBe('low');
    expect(riskColourName(3)).toBe('medium');
    expect(riskColourName(5)).toBe('medium');
    expect(riskColourName(6.9)).toBe('medium');
    expect(riskColourName(7)).toBe('high');
    expect(riskColourName(10)).toBe('high');
  });

  it('shows an issue the viewer may not work on in the non-interactive colour whatever its risk', () => {
    expect(riskColour(10, false)).toBe(RISK_COLOURS.nonInteractive);
    expect(riskColour(10, true)).toBe(RISK_COLOURS.high);
  });
});

describe('risk slider', () => {
  it('maps positions 0-3 onto 0, 1, 5, 10 and back', () => {
    expect([0, 1, 2, 3].map(riskFromSlider)).toEqual([0, 1, 5, 10]);
    expect([0, 1, 5, 10].map((r) => sliderFromRisk(r as 0 | 1 | 5 | 10))).toEqual([0, 1, 2, 3]);
  });

  it('clamps positions outside the slider', () => {
    expect(riskFromSlider(-4)).toBe(0);
    expect(riskFromSlider(9)).toBe(10);
  });
});

describe('displayRisk and maxRisk', () => {
  it('shows -20 for non-interactive issues', () => {
    expect(displayRisk({ risk_score: 5, isInteractive: false })).toBe(-20);
    expect(displayRisk({ risk_score: 5, isInteractive: true })).toBe(5);
  });

  it('takes the highest risk, or null for an area without issues', () => {
    expect(maxRisk([1, 10, 5])).toBe(10);
    expect(maxRisk([])).toBeNull();
  });
});
