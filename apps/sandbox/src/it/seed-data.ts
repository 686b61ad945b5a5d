/** Word lists the seeded accounts are made from: realistic Indian individuals, firms and companies. */

// prettier-ignore
export const MALE_FIRST_NAMES = [
  'Rajesh', 'Suresh', 'Amit', 'Vikram', 'Anil', 'Sanjay', 'Rahul', 'Arjun', 'Manoj', 'Deepak',
  'Ravi', 'Prakash', 'Sunil', 'Karthik', 'Venkatesh', 'Harish', 'Naveen', 'Gaurav', 'Rohit', 'Ashok',
  'Mahesh', 'Ramesh', 'Srinivas', 'Abhishek', 'Nitin', 'Pradeep', 'Sachin', 'Vijay', 'Ganesh', 'Imran',
  'Farhan', 'Gurpreet', 'Harpreet', 'Jayant', 'Kunal', 'Mohan', 'Nikhil', 'Pankaj', 'Siddharth', 'Tarun',
] as const;

// prettier-ignore
export const FEMALE_FIRST_NAMES = [
  'Priya', 'Anita', 'Sunita', 'Kavita', 'Meena', 'Lakshmi', 'Divya', 'Pooja', 'Neha', 'Shalini',
  'Aishwarya', 'Deepa', 'Geeta', 'Rekha', 'Swati', 'Nandini', 'Shreya', 'Ananya', 'Farah', 'Simran',
  'Revathi', 'Padma', 'Usha', 'Vandana', 'Madhuri', 'Radhika', 'Sneha', 'Jyoti', 'Kiran', 'Asha',
] as const;

export const MALE_MIDDLE_NAMES = ['Kumar', 'Prasad', 'Chandra', 'Lal', 'Nath', 'Mohan', 'Raj'] as const;

export const FEMALE_MIDDLE_NAMES = ['Devi', 'Rani', 'Kumari', 'Bai'] as const;

// prettier-ignore
export const SURNAMES = [
  'Sharma', 'Verma', 'Gupta', 'Agarwal', 'Mehta', 'Shah', 'Patel', 'Desai', 'Joshi', 'Kulkarni',
  'Deshpande', 'Iyer', 'Iyengar', 'Nair', 'Menon', 'Pillai', 'Reddy', 'Rao', 'Naidu', 'Chowdhury',
  'Banerjee', 'Chatterjee', 'Mukherjee', 'Das', 'Bose', 'Sen', 'Singh', 'Yadav', 'Mishra', 'Tiwari',
  'Pandey', 'Jain', 'Bansal', 'Goyal', 'Khanna', 'Kapoor', 'Malhotra', 'Bhatia', 'Sethi', 'Chopra',
  'Saxena', 'Srivastava', 'Kamath', 'Hegde', 'Shetty', 'Gowda', 'Krishnan', 'Subramanian', 'Khan', 'Qureshi',
] as const;

/** First words of firm and company names (places, virtues, deities, founders' initials). */
// prettier-ignore
export const BUSINESS_WORDS = [
  'Shree Ganesh', 'Sai Krupa', 'Lakshmi', 'Balaji', 'Om Sai', 'Sunrise', 'Everest', 'Narmada', 'Kaveri',
  'Ganga', 'Himalaya', 'Vindhya', 'Deccan', 'Konkan', 'Malabar', 'Coromandel', 'Surya', 'Chandra',
  'Trimurti', 'Navratna', 'Siddhi Vinayak', 'Annapurna', 'Kamdhenu', 'Shubham', 'Mangalam', 'Pragati',
  'Unnati', 'Samarth', 'Vaibhav', 'Aadhya', 'Orbit', 'Zenith', 'Pinnacle', 'Vertex', 'Apex', 'Nova',
] as const;

// prettier-ignore
export const COMPANY_TRADES = [
  'Textiles', 'Infrastructure', 'Pharmaceuticals', 'Agro Industries', 'Steel', 'Polymers', 'Logistics',
  'Software Solutions', 'Engineering Works', 'Foods', 'Chemicals', 'Realty', 'Auto Components',
  'Electricals', 'Packaging', 'Exports', 'Healthcare', 'Fintech', 'Ceramics', 'Paper Mills',
] as const;

// prettier-ignore
export const FIRM_TRADES = [
  'Traders', 'Enterprises', 'Associates', 'Agencies', 'Builders', 'Jewellers', 'Distributors',
  'Constructions', 'Marketing', 'Industries', 'Motors', 'Garments', 'Hardware', 'Medicals',
] as const;

export const TRUST_KINDS = [
  'Charitable Trust',
  'Education Trust',
  'Foundation',
  'Seva Trust',
  'Public Charitable Trust',
] as const;

export const AOP_KINDS = [
  'Welfare Association',
  'Co-operative Housing Society',
  'Residents Association',
  'Consortium',
] as const;

/** Words for generated portal passwords (the portal demands upper, lower, digit and special). */
// prettier-ignore
export const PASSWORD_WORDS = [
  'Sunrise', 'Mango', 'Peacock', 'Lotus', 'Monsoon', 'Tiger', 'Cricket', 'Diwali', 'Jasmine', 'Himalaya',
  'Ganga', 'Kaveri', 'Chai', 'Rangoli', 'Banyan', 'Coconut', 'Saffron', 'Tulsi', 'Marigold', 'Falcon',
] as const;

/** Secure access messages (the phrase a user picks to recognise the genuine login page). */
// prettier-ignore
export const ACCESS_MESSAGES = [
  'Blue lotus at dawn', 'Monsoon in Pune', 'My first Vespa', 'Chai at 5', 'Green parrot', 'Old banyan tree',
  'Marine Drive lights', 'Grandma kitchen', 'Red kite flying', 'Silver anklet',
] as const;

export const EMAIL_DOMAINS = [
  'gmail.com',
  'yahoo.co.in',
  'rediffmail.com',
  'outlook.com',
  'hotmail.com',
] as const;
