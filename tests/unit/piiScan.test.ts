import { logWithoutTimings, metricsWithoutValues } from '../helpers/piiScan';

const SSN = /100000001/;

describe('the texts the SSN searches read', () => {
  it('a log keeps every field but its timings: an SSN in a message is still found, one spelled by a timing is not', () => {
    const timing = '{"level":30,"time":1795841219052,"responseTime":31.423401000000013,"msg":"request completed"}';
    expect(timing).toMatch(SSN);
    expect(logWithoutTimings([timing])).toBe('{"level":30,"time":0,"responseTime":0,"msg":"request completed"}');
    expect(logWithoutTimings([timing, '{"time":1,"msg":"ssn 100000001"}'])).toMatch(SSN);
    expect(logWithoutTimings('{"time":1795841218681,"msg":"code 218681"}')).toBe('{"time":0,"msg":"code 218681"}');
  });

  it('metrics keep their names and labels, not their values', () => {
    const text = '# HELP m_total A count\nm_sum{route="/a b"} 3.100000001\nm_total 100000001\nm_bad{ssn="100000001"} 2\n';
    expect(metricsWithoutValues(text)).toBe('# HELP m_total A count\nm_sum{route="/a b"} 0\nm_total 0\nm_bad{ssn="100000001"} 0\n');
  });
});
