/**
 * GST state codes with a few places each, for taxpayer addresses and jurisdictions. The places
 * are real towns of the state; the street and building parts of an address are made up.
 */
export type GstState = {
  name: string;
  places: readonly (readonly [city: string, district: string, pin: string])[];
};

// prettier-ignore
export const GST_STATES: Readonly<Record<string, GstState>> = {
  '01': { name: 'Jammu and Kashmir', places: [['Srinagar', 'Srinagar', '190001'], ['Jammu', 'Jammu', '180001']] },
  '02': { name: 'Himachal Pradesh', places: [['Shimla', 'Shimla', '171001'], ['Baddi', 'Solan', '173205']] },
  '03': { name: 'Punjab', places: [['Ludhiana', 'Ludhiana', '141001'], ['Amritsar', 'Amritsar', '143001'], ['Jalandhar', 'Jalandhar', '144001']] },
  '04': { name: 'Chandigarh', places: [['Chandigarh', 'Chandigarh', '160017']] },
  '05': { name: 'Uttarakhand', places: [['Dehradun', 'Dehradun', '248001'], ['Haridwar', 'Haridwar', '249401']] },
  '06': { name: 'Haryana', places: [['Gurugram', 'Gurugram', '122001'], ['Faridabad', 'Faridabad', '121001'], ['Panipat', 'Panipat', '132103']] },
  '07': { name: 'Delhi', places: [['New Delhi', 'New Delhi', '110001'], ['Okhla', 'South East Delhi', '110020'], ['Rohini', 'North West Delhi', '110085']] },
  '08': { name: 'Rajasthan', places: [['Jaipur', 'Jaipur', '302001'], ['Jodhpur', 'Jodhpur', '342001'], ['Udaipur', 'Udaipur', '313001']] },
  '09': { name: 'Uttar Pradesh', places: [['Lucknow', 'Lucknow', '226001'], ['Noida', 'Gautam Buddha Nagar', '201301'], ['Kanpur', 'Kanpur Nagar', '208001']] },
  '10': { name: 'Bihar', places: [['Patna', 'Patna', '800001'], ['Muzaffarpur', 'Muzaffarpur', '842001']] },
  '11': { name: 'Sikkim', places: [['Gangtok', 'East Sikkim', '737101']] },
  '12': { name: 'Arunachal Pradesh', places: [['Itanagar', 'Papum Pare', '791111']] },
  '13': { name: 'Nagaland', places: [['Dimapur', 'Dimapur', '797112']] },
  '14': { name: 'Manipur', places: [['Imphal', 'Imphal West', '795001']] },
  '15': { name: 'Mizoram', places: [['Aizawl', 'Aizawl', '796001']] },
  '16': { name: 'Tripura', places: [['Agartala', 'West Tripura', '799001']] },
  '17': { name: 'Meghalaya', places: [['Shillong', 'East Khasi Hills', '793001']] },
  '18': { name: 'Assam', places: [['Guwahati', 'Kamrup Metropolitan', '781001'], ['Dibrugarh', 'Dibrugarh', '786001']] },
  '19': { name: 'West Bengal', places: [['Kolkata', 'Kolkata', '700001'], ['Howrah', 'Howrah', '711101'], ['Siliguri', 'Darjeeling', '734001']] },
  '20': { name: 'Jharkhand', places: [['Ranchi', 'Ranchi', '834001'], ['Jamshedpur', 'East Singhbhum', '831001']] },
  '21': { name: 'Odisha', places: [['Bhubaneswar', 'Khordha', '751001'], ['Cuttack', 'Cuttack', '753001']] },
  '22': { name: 'Chhattisgarh', places: [['Raipur', 'Raipur', '492001'], ['Bhilai', 'Durg', '490001']] },
  '23': { name: 'Madhya Pradesh', places: [['Indore', 'Indore', '452001'], ['Bhopal', 'Bhopal', '462001']] },
  '24': { name: 'Gujarat', places: [['Ahmedabad', 'Ahmedabad', '380001'], ['Surat', 'Surat', '395003'], ['Vadodara', 'Vadodara', '390001']] },
  '25': { name: 'Daman and Diu', places: [['Daman', 'Daman', '396210']] },
  '26': { name: 'Dadra and Nagar Haveli and Daman and Diu', places: [['Silvassa', 'Dadra and Nagar Haveli', '396230']] },
  '27': { name: 'Maharashtra', places: [['Mumbai', 'Mumbai', '400001'], ['Pune', 'Pune', '411001'], ['Nagpur', 'Nagpur', '440001'], ['Thane', 'Thane', '400601']] },
  '28': { name: 'Andhra Pradesh (Old)', places: [['Hyderabad', 'Hyderabad', '500001']] },
  '29': { name: 'Karnataka', places: [['Bengaluru', 'Bengaluru Urban', '560001'], ['Mysuru', 'Mysuru', '570001'], ['Mangaluru', 'Dakshina Kannada', '575001']] },
  '30': { name: 'Goa', places: [['Panaji', 'North Goa', '403001'], ['Margao', 'South Goa', '403601']] },
  '31': { name: 'Lakshadweep', places: [['Kavaratti', 'Lakshadweep', '682555']] },
  '32': { name: 'Kerala', places: [['Kochi', 'Ernakulam', '682001'], ['Thiruvananthapuram', 'Thiruvananthapuram', '695001']] },
  '33': { name: 'Tamil Nadu', places: [['Chennai', 'Chennai', '600001'], ['Coimbatore', 'Coimbatore', '641001'], ['Madurai', 'Madurai', '625001']] },
  '34': { name: 'Puducherry', places: [['Puducherry', 'Puducherry', '605001']] },
  '35': { name: 'Andaman and Nicobar Islands', places: [['Port Blair', 'South Andaman', '744101']] },
  '36': { name: 'Telangana', places: [['Hyderabad', 'Hyderabad', '500001'], ['Warangal', 'Warangal', '506002']] },
  '37': { name: 'Andhra Pradesh', places: [['Visakhapatnam', 'Visakhapatnam', '530001'], ['Vijayawada', 'NTR', '520001']] },
  '38': { name: 'Ladakh', places: [['Leh', 'Leh', '194101']] },
  '97': { name: 'Other Territory', places: [['Other Territory', 'Other Territory', '999999']] },
  '99': { name: 'Centre Jurisdiction', places: [['New Delhi', 'New Delhi', '110001']] },
};
