/** Customs ports as ICEGATE names them: "MUNDRA SEA (INMUN1)" — name and 6-character location code. */
export const ICEGATE_PORTS: readonly (readonly [code: string, name: string])[] = [
  ['INNSA1', 'NHAVA SHEVA SEA'],
  ['INMUN1', 'MUNDRA SEA'],
  ['INMAA1', 'CHENNAI SEA'],
  ['INBLR4', 'BANGALORE ACC'],
  ['INDEL4', 'DELHI ACC'],
  ['INPAV1', 'PIPAVAV SEA'],
  ['INTUT1', 'TUTICORIN SEA'],
  ['INCCU1', 'KOLKATA SEA'],
  ['INPNQ6', 'PUNE ICD'],
  ['INTKD6', 'TUGHLAKABAD ICD'],
];

export function portName(code: string): string | undefined {
  return ICEGATE_PORTS.find(([c]) => c === code)?.[1];
}
