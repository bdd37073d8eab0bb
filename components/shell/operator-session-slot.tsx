'use client';
// The sign-in control in a chunk of its own: the layout renders it in operator mode only, so a public
// explorer's pages never download it (nor the session and API code it brings).
import dynamic from 'next/dynamic';

export const OperatorSessionSlot = dynamic(() => import('./operator-session').then((m) => m.OperatorSession));
