/**
 * A few words that stand for each concern, and for the innocent settings that borrow their words.
 * A sentence word close in meaning to a seed (by word vector) counts towards that group, so
 * "sozzled" or "groped" need not be listed anywhere.
 */
export const SEEDS: Record<string, string[]> = {
  substance: ['drunk', 'alcohol', 'booze', 'intoxicated', 'hungover', 'drugs', 'cocaine', 'cannabis', 'weed', 'stoned', 'vodka', 'whisky', 'beer', 'pills', 'slurring', 'sober', 'drinking', 'flask'],
  conduct: ['groped', 'harassment', 'touched', 'flirty', 'sexual', 'lewd', 'kiss', 'leering', 'creepy', 'advances', 'inappropriate', 'bottom', 'lap', 'figure', 'underwear', 'boyfriend', 'girlfriend', 'bikini'],
  intimidation: ['shouted', 'yelled', 'threatened', 'intimidated', 'scared', 'afraid', 'bullied', 'humiliated', 'retaliation', 'punished', 'sidelined', 'silenced', 'belittled', 'sneered', 'temper', 'fear', 'regret', 'mocked'],
  discrimination: ['women', 'men', 'pregnant', 'maternity', 'racist', 'sexist', 'accent', 'religion', 'muslim', 'black', 'disabled', 'disability', 'older', 'age', 'foreign', 'gay', 'headscarf', 'ethnic'],
  safety: ['unsafe', 'injury', 'injured', 'hazard', 'accident', 'fell', 'burned', 'crushed', 'guard', 'harness', 'scaffold', 'forklift', 'brakes', 'fire', 'exit', 'wiring', 'blocked', 'slipped'],
  wellbeing: ['exhausted', 'burnout', 'stress', 'anxiety', 'crying', 'tired', 'drained', 'sleepless', 'overwhelmed', 'dread', 'coping', 'sick', 'shattered', 'breakdown', 'insomnia', 'migraines', 'panic', 'struggling'],
  ethics: ['fraud', 'falsified', 'fake', 'lied', 'bribe', 'kickback', 'inflated', 'backdated', 'altered', 'audit', 'invoices', 'expenses', 'fiddled', 'doctored', 'concealed', 'shredded', 'misreported', 'cheating'],
  attrition: ['resign', 'resignation', 'quit', 'leaving', 'notice', 'recruiter', 'interview', 'cv', 'applying', 'turnover', 'leave', 'elsewhere', 'offer', 'quitting', 'departing', 'headhunted', 'exit', 'moving'],
  training: ['course', 'training', 'trainer', 'session', 'workshop', 'masterclass', 'module', 'drill', 'practised', 'learned', 'tasting', 'demonstration', 'scenario', 'instructor', 'presenter', 'slides', 'lecture', 'induction'],
  reassurance: ['never', 'nobody', 'safe', 'fair', 'supportive', 'respectful', 'honest', 'thanks', 'appreciate', 'great', 'love', 'helped', 'seriously', 'careful', 'trust', 'calm', 'listened', 'improvement'],
};
