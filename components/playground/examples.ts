/** The ticket's questions (§1, §10.1, §11.10, §12.1), one click each. */
export const EXAMPLE_QUESTIONS = [
  "Winners of all major sports?",
  "name all members of the Beatles",
  "tell me all there is to know about york england?",
  "tell me about connecticut",
  "top 3 winners",
  "which teams did not win the Super Bowl?",
  "what is the capital of france?",
  "how many bones are in the human body?",
  "list the planets",
  "give me a comprehensive list of every war",
  "at least 5 novels by Dickens",
  "most of the US states",
] as const;
