/** Apply-form payloads of demo members and others. */
export interface Person {
  firstName: string;
  lastName: string;
  ssn: string;
  phoneNumber: string;
  dob: string;
  visitorId?: string;
}

export const MARIA: Person = { firstName: 'Maria', lastName: 'Garcia', ssn: '100000001', phoneNumber: '2025550101', dob: '1985-03-14', visitorId: 'visitor-1' };
export const JAMES: Person = { firstName: 'James', lastName: 'Smith', ssn: '100000002', phoneNumber: '2025550102', dob: '1990-07-01' };
export const ANA: Person = { firstName: 'Ana', lastName: 'Lopez', ssn: '100000003', phoneNumber: '2025550103', dob: '1979-11-23' };
export const ROBERT: Person = { firstName: 'Robert', lastName: 'Chen', ssn: '100000004', phoneNumber: '2025550104', dob: '1972-02-02' };
export const CARLOS: Person = { firstName: 'Carlos', lastName: 'Rivera', ssn: '100000006', phoneNumber: '2025550106', dob: '1992-09-09' };
export const EMILY: Person = { firstName: 'Emily', lastName: 'Davis', ssn: '100000007', phoneNumber: '2025550107', dob: '1988-12-12' };
/** Not in the directory. */
export const STRANGER: Person = { firstName: 'Pat', lastName: 'Stranger', ssn: '123456789', phoneNumber: '2025550142', dob: '1980-01-31' };
