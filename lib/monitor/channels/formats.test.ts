import { describe, expect, it } from 'vitest';
import type { Notification } from '@/lib/store/monitor/graded-records';
import { discordPayload, emailContent, slackPayload, webhookGroupJson, webhookJson } from './formats';
import { combineMessages, messageFor } from './message';

const n: Omit<Notification, 'deliveries'> = {
  id: 7,
  subject: 'NodeID-GWPcbFJZFfZreETSoWjPimr846mXEKCtu',
  atMs: Date.parse('2026-03-01T00:00:00Z'),
  severity: 'critical',
  items: [
    {
      kind: 'new',
      condition: 'disconnected',
      severity: 'critical',
      stage: '',
      detail: 'disconnected for 3 samples',
      openedMs: 0,
    },
    {
      kind: 'escalated',
      condition: 'stake-ending',
      severity: 'warning',
      stage: '1d',
      detail: 'ends in <b>5 h</b> *now* @everyone',
      openedMs: 0,
    },
    { kind: 'new', condition: 'delegation-full', severity: 'info', stage: '', detail: '95% used', openedMs: 0 },
  ],
};
const ctx = { observedBy: 'the node Snowline is connected to', networkName: 'local' };

describe('a notification for a channel', () => {
  it('keeps only the items at or above the channel’s minimum severity', () => {
    expect(messageFor(n, 'info', ctx)!.items).toHaveLength(3);
    expect(messageFor(n, 'warning', ctx)!.items.map((i) => i.condition)).toEqual(['disconnected', 'stake-ending']);
    expect(messageFor(n, 'critical', ctx)!.items.map((i) => i.condition)).toEqual(['disconnected']);
    expect(messageFor({ ...n, items: [n.items[2]!] }, 'warning', ctx)).toBeNull();
  });
});

describe('Slack incoming webhook payload', () => {
  it('is {text, blocks} with a plain-text header and mrkdwn sections, escaping &, < and >', () => {
    const p = slackPayload(messageFor(n, 'warning', ctx)!);
    expect(Object.keys(p).sort()).toEqual(['blocks', 'text']);
    expect(p.text).toBe(
      ':rotating_light: CRITICAL: NodeID-GWPcbFJZFfZreETSoWjPimr846mXEKCtu: disconnected, stake ending',
    );
    expect(p.blocks.map((b) => b.type)).toEqual(['header', 'section', 'context']);
    expect(p.blocks[0]).toMatchObject({ text: { type: 'plain_text' } });
    expect(p.blocks[0]!.text!.text.length).toBeLessThanOrEqual(150);
    const section = p.blocks[1]!.text!;
    expect(section.type).toBe('mrkdwn');
    expect(section.text).toContain('ends in &lt;b&gt;5 h&lt;/b&gt;');
    expect(section.text).not.toContain('<b>');
  });
});

describe('Discord webhook payload', () => {
  it('is {content, embeds, allowed_mentions} within Discord’s limits, with markdown escaped and no mentions', () => {
    const p = discordPayload(messageFor(n, 'info', ctx)!);
    expect(p.allowed_mentions).toEqual({ parse: [] });
    expect(p.content.length).toBeLessThanOrEqual(2000);
    const [embed] = p.embeds;
    expect(embed!.title.length).toBeLessThanOrEqual(256);
    expect(embed!.color).toBe(0xdc2626);
    expect(embed!.timestamp).toBe('2026-03-01T00:00:00.000Z');
    expect(embed!.fields).toHaveLength(3);
    for (const f of embed!.fields) expect(f.value.length).toBeLessThanOrEqual(1024);
    expect(embed!.fields[1]!.value).toContain('\\*now\\* \\@everyone');
  });
});

describe('the generic JSON webhook and email', () => {
  it('say who the validator is, the severity, each item, and whose view it is', () => {
    const m = messageFor(n, 'info', ctx)!;
    expect(webhookJson(n, m, 'local')).toMatchObject({
      type: 'snowline.graded-alert',
      id: 7,
      validator: { kind: 'primary', nodeID: n.subject },
      severity: 'critical',
      network: 'local',
      items: [{ condition: 'disconnected' }, { condition: 'stake-ending' }, { condition: 'delegation-full' }],
    });
    const mail = emailContent(m);
    expect(mail.subject).toBe(
      '[Snowline] CRITICAL: NodeID-GWPcbFJZFfZreETSoWjPimr846mXEKCtu: disconnected, stake ending, delegation nearly full',
    );
    expect(mail.text).toContain('Observed by the node Snowline is connected to on local');
  });
});

describe('several validators in one sample', () => {
  it('make one message: the worst severity, every validator named, each line saying whose it is', () => {
    const l1 = {
      ...n,
      id: 8,
      subject: 'l1:2owdGqyG6FFzTHy5qhenDXQcEghvr571KZE3gSfRJERSJinuwC',
      severity: 'warning' as const,
      items: [n.items[1]!],
    };
    const parts = [
      { n: l1, m: messageFor(l1, 'info', ctx)! },
      { n, m: messageFor(n, 'info', ctx)! },
    ];
    const m = combineMessages(parts.map((p) => p.m));
    expect(m.title).toBe(
      'CRITICAL: 2 validators: L1 validation 2owdGqyG6FFzTHy5qhenDXQcEghvr571KZE3gSfRJERSJinuwC, NodeID-GWPcbFJZFfZreETSoWjPimr846mXEKCtu',
    );
    expect(m.lines).toHaveLength(4);
    expect(m.lines[0]).toMatch(/^L1 validation 2owd\w+: \[WORSE\] warning: stake ending \(1d\)/);
    expect(m.lines[1]).toMatch(/^NodeID-GWPc\w+: \[NEW\] critical: disconnected/);
    // Discord's fields pair each line with its item.
    expect(discordPayload(m).embeds[0]!.fields.map((f) => f.name)).toEqual([
      'escalated · warning',
      'new · critical',
      'escalated · warning',
      'new · info',
    ]);
    const json = webhookGroupJson(parts, m, 'local');
    expect(json).toMatchObject({ type: 'snowline.graded-alerts', severity: 'critical', network: 'local' });
    expect(json.alerts.map((a) => a.validator)).toEqual([
      { kind: 'l1', validationID: '2owdGqyG6FFzTHy5qhenDXQcEghvr571KZE3gSfRJERSJinuwC' },
      { kind: 'primary', nodeID: n.subject },
    ]);
    // One validator alone keeps its own message.
    expect(combineMessages([parts[1]!.m])).toBe(parts[1]!.m);
  });
});
