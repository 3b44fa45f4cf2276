import { ALERT_KINDS, alertKindInfo, AlertKind, AlertSubject, describeRule, type KeywordMove, type TrackerAlertKind } from '../alert-kinds';

const move = (fields: Partial<KeywordMove>): KeywordMove => ({ keyword: 'blue shoes', device: 'desktop', before: 5, after: 5, urlBefore: null, urlAfter: null, competitors: [], ...fields });
const fires = (kind: TrackerAlertKind, fields: Partial<KeywordMove>, threshold = 0) => ALERT_KINDS[kind].evaluate(move(fields), threshold) !== null;

describe('alert kinds on fixture moves', () => {
  it('enters the top N: from outside (or not found) to inside, not when already inside', () => {
    expect(fires(AlertKind.entered_top, { before: 4, after: 3 }, 3)).toBe(true);
    expect(fires(AlertKind.entered_top, { before: 0, after: 10 }, 10)).toBe(true);
    expect(fires(AlertKind.entered_top, { before: 2, after: 1 }, 3)).toBe(false);
    expect(fires(AlertKind.entered_top, { before: 12, after: 11 }, 10)).toBe(false);
    expect(ALERT_KINDS[AlertKind.entered_top].evaluate(move({ before: 4, after: 3 }), 3)?.title).toBe('“blue shoes” entered the top 3 (#4 → #3)');
  });

  it('leaves the top N: from inside to outside or not found', () => {
    expect(fires(AlertKind.left_top, { before: 10, after: 11 }, 10)).toBe(true);
    expect(fires(AlertKind.left_top, { before: 3, after: 0 }, 3)).toBe(true);
    expect(fires(AlertKind.left_top, { before: 11, after: 0 }, 10)).toBe(false);
    expect(fires(AlertKind.left_top, { before: 1, after: 3 }, 3)).toBe(false);
  });

  it('moves up or down by at least N places, both checks ranking', () => {
    expect(fires(AlertKind.moved_up, { before: 15, after: 10 }, 5)).toBe(true);
    expect(fires(AlertKind.moved_up, { before: 14, after: 10 }, 5)).toBe(false);
    expect(fires(AlertKind.moved_up, { before: 0, after: 1 }, 5)).toBe(false);
    expect(fires(AlertKind.moved_down, { before: 10, after: 15 }, 5)).toBe(true);
    expect(fires(AlertKind.moved_down, { before: 10, after: 14 }, 5)).toBe(false);
    expect(fires(AlertKind.moved_down, { before: 10, after: 0 }, 5)).toBe(false);
  });

  it('is lost: was ranking, now not found', () => {
    expect(fires(AlertKind.lost, { before: 7, after: 0 })).toBe(true);
    expect(fires(AlertKind.lost, { before: 0, after: 0 })).toBe(false);
    expect(fires(AlertKind.lost, { before: 7, after: 9 })).toBe(false);
  });

  it('a competitor overtakes you: you were ahead, now they are', () => {
    const competitor = (before: number, after: number) => ({ domain: 'rival.com', companyName: 'Rival', before, after });
    expect(fires(AlertKind.competitor_overtook, { before: 3, after: 4, competitors: [competitor(5, 2)] })).toBe(true);
    expect(fires(AlertKind.competitor_overtook, { before: 3, after: 0, competitors: [competitor(0, 9)] })).toBe(true);
    expect(fires(AlertKind.competitor_overtook, { before: 3, after: 4, competitors: [competitor(1, 2)] })).toBe(false);
    expect(fires(AlertKind.competitor_overtook, { before: 3, after: 2, competitors: [competitor(5, 4)] })).toBe(false);
    expect(fires(AlertKind.competitor_overtook, { before: 0, after: 0, competitors: [competitor(0, 4)] })).toBe(false);
    expect(ALERT_KINDS[AlertKind.competitor_overtook].evaluate(move({ before: 3, after: 4, competitors: [competitor(5, 2)] }), 0)?.title).toBe('Rival overtook you on “blue shoes” (you: #4)');
  });

  it('your ranking URL changes: both checks found, different URLs', () => {
    expect(fires(AlertKind.url_changed, { urlBefore: 'https://a.com/x', urlAfter: 'https://a.com/y' })).toBe(true);
    expect(fires(AlertKind.url_changed, { urlBefore: 'https://a.com/x', urlAfter: 'https://a.com/x' })).toBe(false);
    expect(fires(AlertKind.url_changed, { urlBefore: 'https://a.com/x', urlAfter: null, after: 0 })).toBe(false);
  });

  it('describes every kind, with its threshold where it has one', () => {
    expect(describeRule(AlertKind.entered_top, 10)).toBe('Enters the top 10');
    expect(describeRule(AlertKind.lost, null)).toBe('Is lost (was ranking, now not found)');
    for (const kind of Object.values(AlertKind)) expect(alertKindInfo(kind).label).not.toHaveLength(0);
  });

  it('says which kinds watch an AI visibility project, and names a rule’s surface', () => {
    expect(alertKindInfo(AlertKind.ai_mention_rate_fell)).toEqual({ label: 'Your mention rate falls', needsThreshold: false, needsSearchConsole: false, subject: AlertSubject.ai_visibility_project });
    expect(alertKindInfo(AlertKind.lost).subject).toBe(AlertSubject.tracking_instance);
    expect(describeRule(AlertKind.ai_cited_page_lost, null, null, 'chatgpt')).toBe('A page of yours is no longer cited (chatgpt only)');
    expect(Object.keys(ALERT_KINDS)).not.toContain(AlertKind.ai_competitor_entered);
  });
});
