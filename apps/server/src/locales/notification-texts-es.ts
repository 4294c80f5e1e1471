import type { notificationTextsEn } from './notification-texts-en'

// The sentence of each notification in Spanish (notification-texts-en.ts): the verb agrees with one
// person or several (`who`), quotes are «», and the glossary's words (cariño, «A mí también», Me
// resuena, palabras amables, el equipo de moderación, aviso, norma) as the app says them.
export const notificationTextsEs: Readonly<Record<keyof typeof notificationTextsEn, string>> = {
  'notification.someone': 'Alguien',
  'notification.someoneInSentence': 'alguien',
  'notification.people': '{count, plural, one {# persona} other {# personas}}',
  'notification.nameAndOthers': '{name} y {others, plural, one {# persona más} other {# personas más}}',
  'notification.theAuthor': 'Quien escribió el recuerdo',
  'notification.titled': '«{title}»',
  'notification.yourMemory': 'tu recuerdo',
  'notification.yourMemoryFirst': 'Tu recuerdo',
  'notification.aMemory': 'un recuerdo',

  'notification.meToo':
    '{who, select, one {{actors} dijo «A mí también» a {target}} other {{actors} dijeron «A mí también» a {target}}}',
  'notification.loveBack': '{actors} te devolvió el cariño por tu «A mí también» en {target}',
  'notification.memoryLove':
    '{who, select, one {{actors} envió cariño a {target}} other {{actors} enviaron cariño a {target}}}',
  'notification.comment':
    '{who, select, one {{actors} comentó en {target}} other {{actors} comentaron en {target}}}',
  'notification.reply':
    '{who, select, one {{actors} respondió a tu comentario en {target}} other {{actors} respondieron a tu comentario en {target}}}',
  'notification.commentLove':
    '{who, select, one {{actors} envió cariño a tu comentario en {target}} other {{actors} enviaron cariño a tu comentario en {target}}}',
  'notification.vote':
    '{who, select, one {{target} le resonó a {actors}} other {{target} les resonó a {actors}}}',
  'notification.feedback':
    '{who, select, one {{actors} te envió palabras amables en {target}} other {{actors} te enviaron palabras amables en {target}}}',
  'notification.connectionRequest':
    '{who, select, one {{actors} pidió conectar contigo} other {{actors} pidieron conectar contigo}}',
  'notification.connectionAccepted':
    '{who, select, one {{actors} aceptó tu solicitud de conexión} other {{actors} aceptaron tu solicitud de conexión}}',

  // As the subject of a sentence, and as its object (a person takes «a»)
  'outcome.reported':
    '{kind, select, memory {el recuerdo} comment {el comentario} person {la persona} guide_comment {el comentario en la guía} other {lo}} que reportaste',
  'outcome.reportedObject':
    '{kind, select, memory {el recuerdo} comment {el comentario} person {a la persona} guide_comment {el comentario en la guía} other {lo}} que reportaste',
  'outcome.breaksRule': ': incumple nuestra norma «{rule}»',
  'outcome.untilLifted': 'hasta que el equipo de moderación levante la suspensión',
  'outcome.untilDay': 'hasta el {until, date, utcDay}',
  'outcome.dismissed':
    'Gracias por tu aviso. Revisamos {reported} y sigue visible: no encontramos que incumpla nuestras normas.',
  'outcome.hidden': 'Gracias por tu aviso. El equipo de moderación ocultó {reported}{broken}.',
  'outcome.removed': 'Gracias por tu aviso. El equipo de moderación eliminó {reported}{broken}.',
  'outcome.suspended':
    'Gracias por tu aviso. El equipo de moderación suspendió a la persona que reportaste {until}{broken}.',
  'outcome.restored':
    'Novedades sobre tu aviso: quien lo escribió apeló, y otra persona del equipo de moderación decidió que {reported} puede seguir visible. Vuelve a mostrarse.',
  'outcome.looked': 'Gracias por tu aviso. El equipo de moderación revisó {reported}.',

  'authorOutcome.yourComment': 'tu comentario',
  'authorOutcome.yourCommentOn': 'tu comentario en «{title}»',
  'authorOutcome.yourMemory': 'tu recuerdo',
  'authorOutcome.yourMemoryTitled': 'tu recuerdo «{title}»',
  'authorOutcome.because': ' porque incumple nuestra norma «{rule}»',
  'authorOutcome.suspended':
    'El equipo de moderación suspendió tu cuenta {until}{why}. Puedes seguir leyendo, pero no compartir, reaccionar, comentar ni conectar.',
  'authorOutcome.lifted':
    'El equipo de moderación levantó la suspensión de tu cuenta: puedes volver a compartir, reaccionar, comentar y conectar.',
  'authorOutcome.restored':
    'Otra persona del equipo de moderación revisó tu apelación y restauró {thing}: vuelve a mostrarse.',
  'authorOutcome.upheld':
    'Otra persona del equipo de moderación revisó tu apelación de la decisión sobre {thing}, y la decisión se mantiene. Nadie más puede verlo; tú sí.',
  'authorOutcome.acted':
    'El equipo de moderación {done, select, remove {eliminó} other {ocultó}} {thing}{why}. Ahora nadie más puede verlo; tú sí. Si crees que es un error, puedes apelar una vez, {where, select, comment {debajo del comentario} other {en la página del recuerdo}}.',
}
