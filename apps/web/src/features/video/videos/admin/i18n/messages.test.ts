import { videoAudiences, videoSources, livestreamStates } from '@congregate/contracts';
import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../../lib/i18n/index.ts';
import { videosAdminMessages } from './index.ts';

describe('video/videos/admin messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(videosAdminMessages.en, videosAdminMessages.fil)).toEqual([]);
  });

  it('names every source, audience and livestream state', () => {
    for (const source of videoSources) expect(videosAdminMessages.en).toHaveProperty(`source.${source}`);
    for (const audience of videoAudiences)
      expect(videosAdminMessages.en).toHaveProperty(`audience.${audience}`);
    for (const state of livestreamStates)
      expect(videosAdminMessages.en).toHaveProperty(`live.state.${state}`);
  });
});
