{{/* Chart name, truncated to the 63 characters a DNS label allows. */}}
{{- define "pill.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{/* Fully qualified app name: release-chart unless the release name already contains the chart name. */}}
{{- define "pill.fullname" -}}
{{- if .Values.fullnameOverride -}}
{{- .Values.fullnameOverride | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- $name := default .Chart.Name .Values.nameOverride -}}
{{- if contains $name .Release.Name -}}
{{- .Release.Name | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name $name | trunc 63 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}
{{- end -}}

{{/* Chart name and version, as used by the helm.sh/chart label. */}}
{{- define "pill.chart" -}}
{{- printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{/* The five parts of Pill, in start order. */}}
{{- define "pill.components" -}}
gateway link question submission analysis
{{- end -}}

{{/* Name of one component's objects. Call with (dict "root" $ "component" "link"). */}}
{{- define "pill.componentName" -}}
{{- printf "%s-%s" (include "pill.fullname" .root) .component | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{/* Labels every object carries. */}}
{{- define "pill.labels" -}}
helm.sh/chart: {{ include "pill.chart" . }}
app.kubernetes.io/name: {{ include "pill.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/version: {{ .Values.image.tag | default .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
app.kubernetes.io/part-of: pill
{{- with .Values.commonLabels }}
{{ toYaml . }}
{{- end }}
{{- end -}}

{{/* Selector labels of one component. Call with (dict "root" $ "component" "link"). */}}
{{- define "pill.selectorLabels" -}}
app.kubernetes.io/name: {{ include "pill.name" .root }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .component }}
{{- end -}}

{{/* Labels of one component's objects. */}}
{{- define "pill.componentLabels" -}}
{{ include "pill.labels" .root }}
app.kubernetes.io/component: {{ .component }}
{{- end -}}

{{/* The service account the pods run as. */}}
{{- define "pill.serviceAccountName" -}}
{{- if .Values.serviceAccount.create -}}
{{- default (include "pill.fullname" .) .Values.serviceAccount.name -}}
{{- else -}}
{{- default "default" .Values.serviceAccount.name -}}
{{- end -}}
{{- end -}}

{{/* The one image every component runs. */}}
{{- define "pill.image" -}}
{{- if .Values.image.digest -}}
{{- printf "%s@%s" .Values.image.repository .Values.image.digest -}}
{{- else -}}
{{- printf "%s:%s" .Values.image.repository (.Values.image.tag | default .Chart.AppVersion) -}}
{{- end -}}
{{- end -}}

{{/* The Secret holding credentials: the user's own, or the one this chart creates. */}}
{{- define "pill.secretName" -}}
{{- default (printf "%s-secrets" (include "pill.fullname" .)) .Values.secrets.existingSecret -}}
{{- end -}}

{{/* The ConfigMap holding the non-secret environment. */}}
{{- define "pill.configMapName" -}}
{{- printf "%s-config" (include "pill.fullname" .) -}}
{{- end -}}

{{/* The fewest replicas a component runs: the autoscaler's minimum for an autoscaled gateway. */}}
{{- define "pill.minReplicas" -}}
{{- $v := index .root.Values .component -}}
{{- if and (eq .component "gateway") $v.autoscaling.enabled -}}
{{- $v.autoscaling.minReplicas -}}
{{- else -}}
{{- $v.replicaCount -}}
{{- end -}}
{{- end -}}

{{/* A component's topology spread: its own constraints, else the chart-wide soft spread. */}}
{{- define "pill.topologySpread" -}}
{{- $v := index .root.Values .component -}}
{{- $spread := .root.Values.topologySpread -}}
{{- if $v.topologySpreadConstraints -}}
{{- toYaml $v.topologySpreadConstraints -}}
{{- else if $spread.enabled -}}
- maxSkew: {{ $spread.maxSkew }}
  topologyKey: {{ $spread.topologyKey }}
  whenUnsatisfiable: {{ $spread.whenUnsatisfiable }}
  labelSelector:
    matchLabels:
      {{- include "pill.selectorLabels" . | nindent 6 }}
  # Count only the pods of the same revision, so a rolling update spreads its new pods too.
  matchLabelKeys: [pod-template-hash]
{{- end -}}
{{- end -}}
